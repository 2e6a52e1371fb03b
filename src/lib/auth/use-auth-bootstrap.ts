import { useEffect } from 'react';

/** Loaded when the browser is idle: the landing page's first bytes carry none of it. */
const learnWhenIdle = () =>
  void import('./learn-auth-status').then(({ learnAuthStatus }) => learnAuthStatus());

/**
 * Public pages render without Auth. Once the browser is idle they learn the visitor's status
 * (learn-auth-status.ts: Auth loads only where a session may exist), so the header can show
 * "Dashboard" to a signed-in visitor.
 */
export function useAuthBootstrap(): void {
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(learnWhenIdle, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(learnWhenIdle, 300);
    return () => clearTimeout(id);
  }, []);
}

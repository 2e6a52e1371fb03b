import { useEffect } from 'react';
import { learnAuthStatus } from './load-auth';
import { SESSION_MARKER_KEY } from './session-marker';

/**
 * Public pages render without Auth. Once the browser is idle they learn the visitor's status
 * (loading Auth only where a session may exist), so the header can show "Dashboard" to a
 * signed-in visitor. A sign-in in another tab sets the marker here too: Auth loads then.
 */
export function useAuthBootstrap(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_MARKER_KEY && event.newValue !== null) learnAuthStatus();
    };
    window.addEventListener('storage', onStorage);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(learnAuthStatus, { timeout: 2000 });
      return () => {
        window.cancelIdleCallback(id);
        window.removeEventListener('storage', onStorage);
      };
    }
    const id = setTimeout(learnAuthStatus, 300);
    return () => {
      clearTimeout(id);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}

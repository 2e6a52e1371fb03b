import { useEffect } from 'react';
import { loadAuth } from './load-auth';

/**
 * Public pages render without Auth; once the browser is idle they load it so the header can
 * show "Dashboard" to a signed-in visitor. Keeps Auth out of the landing page's first bytes.
 */
export function useAuthBootstrap(): void {
  useEffect(() => {
    const load = () => void loadAuth();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(load, 300);
    return () => clearTimeout(id);
  }, []);
}

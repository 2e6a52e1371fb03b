import { useSearchParams } from 'react-router';
import { safeRedirect } from './safe-redirect';

/** The `redirect` query parameter, only when it is a safe same-origin path (else null). */
export function useSafeRedirectParam(): string | null {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // No parameter, nothing to check: prerendering (no window) never has one.
  return redirect ? safeRedirect(redirect, window.location.origin) : null;
}

import { useSearchParams } from 'react-router';
import { safeRedirect } from './safe-redirect';

/** The `redirect` query parameter, only when it is a safe same-origin path (else null). */
export function useSafeRedirectParam(): string | null {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'), location.origin);
}

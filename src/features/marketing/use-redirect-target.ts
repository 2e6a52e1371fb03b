import { useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/lib/safe-redirect';

/** A visitor sent here by the guard carries `?redirect=`; sign-in links pass it on. */
export function useRedirectTarget(): string | null {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'), location.origin);
}

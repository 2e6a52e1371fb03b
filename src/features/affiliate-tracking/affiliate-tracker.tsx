import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '@/lib/auth/auth-store';
import {
  captureAffiliate,
  forgetExpiredReferral,
  readAffiliate,
  readSessionId,
} from './affiliate-storage';

/** Visits are sent this long after a navigation, so guard redirects count as one visit. */
export const TRACK_DELAY_MS = 100;

/**
 * Affiliate link tracking (SPEC §3), mounted once in the root shell; renders nothing.
 * - A `ref`/`affiliate` query parameter on any page stores the affiliate; the visit sent next is
 *   its touch. A referral whose window has closed (the server says when) is forgotten.
 * - The app start and every navigation track one visit, 100 ms later, if an affiliate is
 *   stored. The start is the first location, so it is never counted twice (nor by StrictMode's
 *   second effect run: the first timer is cleared).
 * - A signed-in user whose account was created minutes ago is attributed to the affiliate.
 *
 * Only the storage checks are in the entry chunk: sending (and the Functions SDK behind it)
 * loads when there is an affiliate, which most visitors never have.
 */
export function AffiliateTracker() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    forgetExpiredReferral();
    captureAffiliate(new URLSearchParams(search));
    const timer = setTimeout(() => {
      if (!readAffiliate()) return;
      import('./track-visit')
        .then(({ trackVisit }) => trackVisit({ pathname, search }))
        .catch(() => false);
    }, TRACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search]);

  const uid = useAuthStore((s) => (s.status === 'signedIn' ? s.user?.uid : undefined));
  const createdAt = useAuthStore((s) => (s.status === 'signedIn' ? s.user?.createdAt : null));

  useEffect(() => {
    if (!uid || !readAffiliate() || !readSessionId()) return;
    import('./attribution')
      .then(({ attributeSignup }) => attributeSignup({ uid, createdAt: createdAt ?? null }))
      .catch(() => false);
  }, [uid, createdAt]);

  return null;
}

import { sendVisit } from './affiliate-api';
import { readAffiliate, takePendingTouch } from './affiliate-storage';
import { getOrCreateSessionId } from './session-id';
import { buildVisitData } from './visit-data';

/**
 * Tracks a visit of `location` if an affiliate is stored; resolves false when there is none or
 * the call failed. The session id is created here, on first use. The first visit after a link
 * was followed is sent as its touch.
 */
export async function trackVisit(location: { pathname: string; search: string }): Promise<boolean> {
  const affiliate = readAffiliate();
  if (!affiliate) return false;
  const visitData = buildVisitData({
    location,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    sessionId: getOrCreateSessionId(),
    now: Date.now(),
    touch: takePendingTouch(affiliate),
  });
  return sendVisit(affiliate, visitData);
}

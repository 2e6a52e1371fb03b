import { sendVisit } from './affiliate-api';
import {
  isPendingTouch,
  readAffiliate,
  settlePendingTouch,
  storeReferralExpiry,
} from './affiliate-storage';
import { getOrCreateSessionId } from './session-id';
import { buildVisitData } from './visit-data';

/**
 * Tracks a visit of `location` if an affiliate is stored; resolves false when there is none or
 * the call failed. The session id is created here, on first use. The first visit after a link
 * was followed is sent as its touch, and so is the next one while no answer came. The answer
 * says when the referral ends, which is kept.
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
    touch: isPendingTouch(affiliate),
  });
  const answer = await sendVisit(affiliate, visitData);
  if (answer) {
    // Answered: the click is recorded (or never will be, for an affiliate that does not count);
    // a visit that got no answer leaves the touch for the next one.
    if (visitData.touch) settlePendingTouch();
    if (answer.referralExpiresAt !== null) storeReferralExpiry(answer.referralExpiresAt);
  }
  return answer?.tracked === true;
}

import type { VisitData } from '@contracts/affiliate';
import { callOperationLazily } from '@/lib/firebase/call-operation-lazily';
import { storeReferralExpiry } from './affiliate-storage';
import { recordTrackingResult } from './tracking-status';

// The Functions SDK is imported only when a call is made: most visitors never come through an
// affiliate link, and the landing page must not pay for the SDK.

/**
 * Sends one visit. Never throws and never tells the user: a failure is `false`. The result is
 * recorded for the link checker either way, and when the referral ends as the server says.
 */
export async function sendVisit(affiliateUsername: string, visitData: VisitData): Promise<boolean> {
  let tracked = false;
  try {
    const data = await callOperationLazily('affiliateOperations', 'trackAffiliateVisit', {
      affiliateUsername,
      visitData,
    });
    tracked = data.tracked === true;
    if (typeof data.referralExpiresAt === 'number') storeReferralExpiry(data.referralExpiresAt);
  } catch {
    tracked = false;
  }
  recordTrackingResult({ at: visitData.timestamp, tracked, affiliate: affiliateUsername });
  return tracked;
}

/**
 * Asks the server to attribute a new account to this affiliate session: whether it did. Throws
 * when there is no answer (network, server error), so the caller can try again later.
 */
export async function sendAttribution(userId: string, sessionId: string): Promise<boolean> {
  const data = await callOperationLazily('affiliateOperations', 'processAttribution', {
    userId,
    sessionId,
  });
  return data.attributed === true;
}

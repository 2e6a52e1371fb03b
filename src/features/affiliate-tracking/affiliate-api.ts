import type { VisitData } from '@contracts/affiliate';
import { callOperationLazily } from '@/lib/firebase/call-operation-lazily';
import { recordTrackingResult } from './tracking-status';

// The Functions SDK is imported only when a call is made: most visitors never come through an
// affiliate link, and the landing page must not pay for the SDK.

/** The server's answer to a visit: counted or not, and when the browser's referral ends. */
export interface VisitAnswer {
  tracked: boolean;
  referralExpiresAt: number | null;
}

/**
 * Sends one visit. Never throws and never tells the user: null when no answer came (network,
 * server error, refused). The result is recorded for the link checker either way.
 */
export async function sendVisit(
  affiliateUsername: string,
  visitData: VisitData,
): Promise<VisitAnswer | null> {
  let answer: VisitAnswer | null = null;
  try {
    const data = await callOperationLazily('affiliateOperations', 'trackAffiliateVisit', {
      affiliateUsername,
      visitData,
    });
    answer = { tracked: data.tracked === true, referralExpiresAt: data.referralExpiresAt ?? null };
  } catch {
    answer = null;
  }
  recordTrackingResult({
    at: visitData.timestamp,
    tracked: answer?.tracked === true,
    affiliate: affiliateUsername,
  });
  return answer;
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

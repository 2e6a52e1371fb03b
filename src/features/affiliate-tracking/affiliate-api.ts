import type { AffiliateOperationsInput, VisitData } from '@contracts/affiliate';
import { recordTrackingResult } from './tracking-status';

/**
 * Calls `affiliateOperations`. The Functions SDK is imported here, only when a call is
 * actually made: most visitors never come through an affiliate link, and the landing page
 * must not pay for the SDK.
 */
async function affiliateOperations(input: AffiliateOperationsInput) {
  const { callFunction } = await import('@/lib/firebase/functions');
  return callFunction('affiliateOperations', input);
}

/**
 * Sends one visit. Never throws and never tells the user: a failure is `false`. The result is
 * recorded for the link checker either way.
 */
export async function sendVisit(affiliateUsername: string, visitData: VisitData): Promise<boolean> {
  let tracked = false;
  try {
    const data = await affiliateOperations({
      action: 'trackAffiliateVisit',
      payload: { affiliateUsername, visitData },
    });
    tracked = 'tracked' in data && data.tracked === true;
  } catch {
    tracked = false;
  }
  recordTrackingResult({ at: visitData.timestamp, tracked, affiliate: affiliateUsername });
  return tracked;
}

/** Asks the server to attribute a new account to this affiliate session. Never throws. */
export async function sendAttribution(userId: string, sessionId: string): Promise<boolean> {
  try {
    const data = await affiliateOperations({
      action: 'processAttribution',
      payload: { userId, sessionId },
    });
    return 'attributed' in data && data.attributed === true;
  } catch {
    return false;
  }
}

import { HttpsError } from 'firebase-functions/v2/https';

/**
 * Separation of duties: a super admin who is also an affiliate (or applies to be one) does not
 * decide about their own affiliate account: not its application, status, commission rate, flags
 * nor payouts. Money and attribution need a second person, as every such decision is audited
 * in their name.
 */
export function refuseOwnAffiliateAccount(actorUid: string, affiliateUid: unknown): void {
  if (actorUid === affiliateUid) {
    throw new HttpsError(
      'failed-precondition',
      'You cannot decide about your own affiliate account. Ask another super admin.',
    );
  }
}

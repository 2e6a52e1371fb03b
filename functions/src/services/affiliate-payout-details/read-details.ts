import { HttpsError } from 'firebase-functions/v2/https';
import type { PayoutDetailsState } from '../../contracts/affiliate-payout-details';
import { affiliateConverter, collections } from '../affiliate/store';
import type { ProgrammeDeps } from '../affiliate-programme/deps';
import { pendingChangeRef } from './store';

/**
 * The caller's confirmed payout details and the change waiting for its link (an expired one is
 * not shown: it can no longer take effect). Any affiliate reads theirs, a suspended one too.
 */
export async function getPayoutDetails(
  uid: string,
  deps: Pick<ProgrammeDeps, 'db' | 'now'>,
): Promise<PayoutDetailsState> {
  const { db, now } = deps;
  const [affiliateSnap, changeSnap] = await Promise.all([
    db.collection(collections.affiliates).doc(uid).withConverter(affiliateConverter).get(),
    pendingChangeRef(db, uid).get(),
  ]);
  const affiliate = affiliateSnap.data();
  if (!affiliate) {
    throw new HttpsError('permission-denied', 'Only affiliates have payout details.');
  }
  const change = changeSnap.data();
  return {
    details: affiliate.payoutDetails ?? null,
    confirmedAt: affiliate.payoutDetails ? (affiliate.payoutDetailsConfirmedAt ?? null) : null,
    pending:
      change && now < change.expiresAt
        ? {
            details: change.details,
            requestedAt: change.requestedAt,
            expiresAt: change.expiresAt,
            sentTo: change.sentTo,
          }
        : null,
  };
}

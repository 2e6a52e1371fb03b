import { HttpsError } from 'firebase-functions/v2/https';
import {
  describePayoutDetails,
  type PayoutDetails,
} from '../../contracts/affiliate-payout-details';
import { auditActor, recordAudit } from '../admin/audit';
import { affiliateConverter, collections } from '../affiliate/store';
import type { Actor, ProgrammeDeps } from '../affiliate-programme/deps';
import { pendingChangeRef, tokenMatches } from './store';

const NOT_VALID =
  'This confirmation link is no longer valid: it was used, or a newer change replaced it.';

/**
 * The mailed link, opened by the affiliate it was mailed to: in one transaction the waiting
 * change becomes their payout details (and, when it names one, their payout email), the change
 * is deleted so the link works once, and the audit entry is written. An expired link, another
 * affiliate's link or a suspended affiliate changes nothing.
 */
export async function confirmPayoutDetailsChange(
  payload: { token: string },
  actor: Actor,
  deps: Pick<ProgrammeDeps, 'db' | 'now'>,
): Promise<{ details: PayoutDetails; confirmedAt: number }> {
  const { db, now } = deps;
  const affiliateRef = db
    .collection(collections.affiliates)
    .doc(actor.uid)
    .withConverter(affiliateConverter);
  const changeRef = pendingChangeRef(db, actor.uid);
  return db.runTransaction(async (tx) => {
    const [affiliateSnap, changeSnap] = await Promise.all([
      tx.get(affiliateRef),
      tx.get(changeRef),
    ]);
    const change = changeSnap.data();
    // The change is the caller's own document: another affiliate's token never matches it.
    if (!change || !tokenMatches(payload.token, change.tokenHash)) {
      throw new HttpsError('not-found', NOT_VALID);
    }
    if (now >= change.expiresAt) {
      throw new HttpsError(
        'failed-precondition',
        'This confirmation link has expired. Save your payout details again to get a new one.',
      );
    }
    const affiliate = affiliateSnap.data();
    if (affiliate?.status !== 'approved') {
      throw new HttpsError(
        'permission-denied',
        'Only an approved affiliate can set where their payouts go.',
      );
    }
    const email =
      change.details.method === 'paypal' ? change.details.email : change.details.recipientEmail;
    tx.update(affiliateRef, {
      payoutDetails: change.details,
      payoutDetailsConfirmedAt: now,
      // Where payouts go: the paid mail and the self-referral check follow it.
      ...(email ? { payoutEmail: email } : {}),
    });
    tx.delete(changeRef);
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliates.confirmPayoutDetails',
      target: { kind: 'affiliate', id: actor.uid, label: affiliate.username },
      before: affiliate.payoutDetails
        ? { payoutDetails: describePayoutDetails(affiliate.payoutDetails, { maskIban: true }) }
        : null,
      after: { payoutDetails: describePayoutDetails(change.details, { maskIban: true }) },
      at: now,
    });
    return { details: change.details, confirmedAt: now };
  });
}

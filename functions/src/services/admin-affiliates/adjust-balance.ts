import { HttpsError } from 'firebase-functions/v2/https';
import type { AdjustmentType, AffiliateDoc } from '../../contracts/affiliate-programme';
import { auditActor, recordAudit } from '../admin/audit';
import { refuseOwnAffiliateAccount } from '../admin/own-affiliate-account';
import { collections } from '../affiliate/store';
import { adjustmentEntry, adjustmentEntryId } from '../affiliate-ledger/admin-entries';
import { entryRef, ledgerRef } from '../affiliate-ledger/store';
import type { Actor, AdminAffiliateDeps } from './deps';

/**
 * A super admin's bonus or clawback: one ledger entry (admin-entries.ts decides it) and its
 * `affiliates.adjust` audit entry in one transaction, so neither exists without the other. Any
 * affiliate on record may be adjusted (a clawback from a suspended one too); never the acting
 * admin's own account, nor that of the affiliate whose grant made them a super admin.
 */
export async function adjustBalance(
  payload: {
    uid: string;
    type: AdjustmentType;
    amountCents: number;
    currency: string;
    reason: string;
  },
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
): Promise<{ entryId: string }> {
  const { db, now } = deps;
  const entryId = adjustmentEntryId(ledgerRef(db).doc().id);
  await db.runTransaction(async (tx) => {
    await refuseOwnAffiliateAccount(db, actor.uid, payload.uid, tx);
    const snap = await tx.get(db.collection(collections.affiliates).doc(payload.uid));
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such affiliate.');
    const affiliate = (snap.data() ?? {}) as Partial<AffiliateDoc>;
    const entry = adjustmentEntry({
      affiliateUid: payload.uid,
      type: payload.type,
      amountCents: payload.amountCents,
      currency: payload.currency,
      reason: payload.reason,
      actorUid: actor.uid,
      now,
    });
    tx.create(entryRef(db, entryId), entry);
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliates.adjust',
      target: { kind: 'affiliate', id: payload.uid, label: affiliate.username ?? null },
      before: null,
      after: {
        entryId,
        type: entry.adjustmentType,
        amountCents: entry.amountCents,
        currency: entry.currency,
        heldReason: entry.heldReason ?? null,
        reason: payload.reason,
      },
      at: now,
    });
  });
  return { entryId };
}

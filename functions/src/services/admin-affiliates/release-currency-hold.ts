import { HttpsError } from 'firebase-functions/v2/https';
import { auditActor, recordAudit } from '../admin/audit';
import { refuseOwnAffiliateAccount } from '../admin/own-affiliate-account';
import { collections } from '../affiliate/store';
import { entryRef, ledgerEntryConverter, ledgerRef } from '../affiliate-ledger/store';
import type { Actor, AdminAffiliateDeps } from './deps';

/**
 * Releases an entry held `currencyReview`. Before the ledger paid every currency, an entry in
 * another currency than USD was held with it, to be settled by hand; such entries are never
 * released by themselves, since one may have been settled outside the ledger. A super admin who
 * finds it was not releases it: the entry and the unpaid entries of its invoice held with it
 * (refunds, disputes, a won dispute's give-back) become payable in their currency, with the
 * `affiliates.releaseCurrencyHold` audit entry, in one transaction. Never the acting admin's own
 * affiliate account.
 */
export async function releaseCurrencyHold(
  payload: { entryId: string; reason: string },
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
): Promise<{ entryIds: string[] }> {
  const { db, now } = deps;
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(entryRef(db, payload.entryId).withConverter(ledgerEntryConverter));
    const entry = snap.data();
    if (!entry) throw new HttpsError('not-found', 'There is no such ledger entry.');
    await refuseOwnAffiliateAccount(db, actor.uid, entry.affiliateUid, tx);
    if (entry.payoutId || entry.heldReason !== 'currencyReview') {
      throw new HttpsError(
        'failed-precondition',
        'This entry is not held for its currency: there is nothing to release.',
      );
    }
    const [affiliate, invoiceEntries] = await Promise.all([
      tx.get(db.collection(collections.affiliates).doc(entry.affiliateUid)),
      entry.invoiceId
        ? tx.get(
            ledgerRef(db)
              .where('affiliateUid', '==', entry.affiliateUid)
              .where('invoiceId', '==', entry.invoiceId)
              .withConverter(ledgerEntryConverter),
          )
        : null,
    ]);
    const released = (invoiceEntries?.docs ?? [snap]).filter((doc) => {
      const data = doc.data();
      return data !== undefined && !data.payoutId && data.heldReason === 'currencyReview';
    });
    for (const doc of released) tx.update(doc.ref, { heldReason: null });
    const entryIds = released.map((doc) => doc.id).sort();
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliates.releaseCurrencyHold',
      target: {
        kind: 'affiliate',
        id: entry.affiliateUid,
        label: (affiliate.get('username') as string | undefined) ?? null,
      },
      before: { heldReason: 'currencyReview' },
      after: {
        heldReason: null,
        entryIds,
        currency: entry.currency,
        amountCents: released.reduce((sum, doc) => sum + (doc.data()?.amountCents ?? 0), 0),
        reason: payload.reason,
      },
      at: now,
    });
    return { entryIds };
  });
}

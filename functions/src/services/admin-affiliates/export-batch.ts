import { HttpsError } from 'firebase-functions/v2/https';
import type { ExportPayoutRow, PayoutBatch } from '../../contracts/admin-affiliates';
import { payoutDetailsSchema } from '../../contracts/affiliate-payout-details';
import { programmeCollections } from '../../contracts/affiliate-programme';
import type { AdminAffiliateDeps } from './deps';
import { batchFrom, payoutRows } from './payouts';

/** Details that do not parse (a payout written by hand) count as none: never guessed at. */
const frozenDetails = payoutDetailsSchema.nullable().catch(null);

/**
 * A batch's payouts with the details each was made with and its currency, for the providers'
 * files (PayPal Payouts, Wise), which the page builds. Read-only, so not audited.
 */
export async function exportBatch(
  payload: { batchId: string },
  deps: Pick<AdminAffiliateDeps, 'db'>,
): Promise<{ batch: PayoutBatch; payouts: ExportPayoutRow[] }> {
  const { db } = deps;
  const [batchSnap, payoutsSnap] = await Promise.all([
    db.collection(programmeCollections.payoutBatches).doc(payload.batchId).get(),
    db.collection(programmeCollections.payouts).where('batchId', '==', payload.batchId).get(),
  ]);
  if (!batchSnap.exists) throw new HttpsError('not-found', 'There is no such payout batch.');
  const docs = new Map(payoutsSnap.docs.map((doc) => [doc.id, doc]));
  const payouts = (await payoutRows(db, payoutsSnap.docs)).map((row): ExportPayoutRow => ({
    id: row.id,
    affiliateUid: row.affiliateUid,
    username: row.username,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    payoutDetails: frozenDetails.parse(docs.get(row.id)?.get('payoutDetails') ?? null),
  }));
  payouts.sort((a, b) =>
    (a.username ?? a.affiliateUid).localeCompare(b.username ?? b.affiliateUid),
  );
  return { batch: batchFrom(batchSnap), payouts };
}

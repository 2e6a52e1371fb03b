import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PayoutHistoryRow } from '../../contracts/affiliate-earnings';
import { PAYOUT_METHODS, type PayoutMethod } from '../../contracts/affiliate-payout-details';
import { PROGRAMME_CURRENCY, programmeCollections } from '../../contracts/affiliate-programme';
import { millis } from '../admin-affiliates/model';

const methodOf = (details: unknown): PayoutMethod | null => {
  const method = (details as { method?: unknown } | null | undefined)?.method;
  return PAYOUT_METHODS.find((m) => m === method) ?? null;
};

/**
 * One affiliate's payouts, newest first (the cursor is the last payout's id): when, how much in
 * which currency, by which method (the details the payout was made with) and the provider's
 * reference once it is paid. The caller's access was checked by the callable.
 */
export async function listPayouts(
  input: { affiliateUid: string; pageSize: number; cursor: string | null },
  deps: { db: Firestore },
): Promise<{ rows: PayoutHistoryRow[]; nextCursor: string | null }> {
  const payouts = deps.db.collection(programmeCollections.payouts);
  let page = payouts
    .where('affiliateUid', '==', input.affiliateUid)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(input.pageSize + 1);
  if (input.cursor) {
    const after = await payouts.doc(input.cursor).get();
    if (!after.exists || after.get('affiliateUid') !== input.affiliateUid) {
      throw new HttpsError(
        'invalid-argument',
        'The page cursor is not valid. Start from page one.',
      );
    }
    page = page.startAfter(after.get('createdAt') as unknown, after.id);
  }
  const snap = await page.get();
  const docs = snap.docs.slice(0, input.pageSize);
  return {
    rows: docs.map((doc) => {
      const d = doc.data();
      return {
        id: doc.id,
        createdAt: millis(d.createdAt) ?? 0,
        paidAt: millis(d.paidAt),
        amountCents: (d.amountCents as number | undefined) ?? 0,
        currency: (d.currency as string | undefined) ?? PROGRAMME_CURRENCY,
        status: d.status === 'paid' ? 'paid' : 'pending',
        method: methodOf(d.payoutDetails),
        reference:
          d.status === 'paid' ? ((d.reference as string | null | undefined) ?? null) : null,
      };
    }),
    nextCursor: snap.docs.length > input.pageSize ? (docs.at(-1)?.id ?? null) : null,
  };
}

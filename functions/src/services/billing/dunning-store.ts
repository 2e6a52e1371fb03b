import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { dunningCaseStatusSchema, dunningMarkSchema } from '../../contracts/admin-billing';
import { zodConverter } from '../../lib/converters';

/** billingDunningCases: written only by functions, closed to every client (no rule). */
export const DUNNING_CASES = 'billingDunningCases';

/**
 * billingDunningCases/{companyId}_{pastDueSince}: one failed payment of a company's
 * subscription, from the first past_due state until it pays again (`recovered`) or ends
 * (`lost`). The webhook opens and closes it; the mails of its grace period claim their day in
 * `mailsSent` before they go out.
 */
export const dunningCaseDocSchema = z.object({
  companyId: z.string(),
  /** As it was when the payment failed (the admin queue shows it without reading the company). */
  companyName: z.string(),
  subscriptionId: z.string(),
  planId: z.string(),
  planName: z.string(),
  /** The monthly amount at risk (the plan's price × seats), in the currency's minor unit. */
  amountCents: z.number(),
  currency: z.string(),
  /** The subscription's `pastDueSince` (ms): when the first payment failed. */
  startedAt: z.number(),
  /** The plan is kept until then (ms). */
  graceUntil: z.number(),
  /** The days of the grace period whose mail went out (or is going out now). */
  mailsSent: z.array(dunningMarkSchema),
  /**
   * When the next mail is due (ms), null when none is left: the maintenance job queries
   * `nextMailAt <= now`, so it reads only cases with something to send.
   */
  nextMailAt: z.number().nullable(),
  status: dunningCaseStatusSchema,
  closedAt: z.number().nullable(),
  updatedAt: z.number(),
});
export type DunningCaseDoc = z.infer<typeof dunningCaseDocSchema>;

export const dunningCaseConverter = zodConverter(dunningCaseDocSchema, 'dunning case');

export const dunningCaseId = (companyId: string, pastDueSince: number) =>
  `${companyId}_${pastDueSince}`;

export const dunningCasesRef = (db: Firestore) =>
  db.collection(DUNNING_CASES).withConverter(dunningCaseConverter);

export const dunningCaseRef = (db: Firestore, caseId: string) => dunningCasesRef(db).doc(caseId);

/** The company's open cases, read in the transaction that may close them. */
export async function openCasesOf(tx: Transaction, db: Firestore, companyId: string) {
  const snap = await tx.get(
    dunningCasesRef(db).where('companyId', '==', companyId).where('status', '==', 'open'),
  );
  return snap.docs.map((doc) => ({ id: doc.id, ref: doc.ref, data: doc.data() }));
}

/** Closes cases in the caller's transaction (after its reads): nothing more is mailed. */
export function closeCases(
  tx: Transaction,
  cases: readonly { ref: DocumentReference }[],
  status: 'recovered' | 'lost',
  now: number,
): void {
  for (const open of cases) {
    tx.update(open.ref, { status, closedAt: now, nextMailAt: null, updatedAt: now });
  }
}

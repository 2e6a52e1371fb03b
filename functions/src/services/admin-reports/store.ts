import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { reportDayDocSchema } from '../../contracts/admin-reports';
import type { SubscriptionStatus } from '../../contracts/billing';
import { zodConverter } from '../../lib/converters';
import { billingTransitions, dayKey, REPORT_BILLING_KINDS } from './summarize';

/** Collection names of the reports, in one place. */
export const reportCollections = {
  /** reportDays/{YYYY-MM-DD}: a day's sealed flow figures and its snapshot. Super admins read. */
  days: 'reportDays',
  /**
   * reportBillingEvents/{subscriptionId}_{kind}: one subscription transition the report counts
   * (trial started, converted…), dated by the provider's event time. Nobody reads them but
   * functions.
   */
  billingEvents: 'reportBillingEvents',
} as const;

export const reportDayRef = (db: Firestore, day: string) =>
  db.collection(reportCollections.days).doc(day);

/** reportBillingEvents/{id}. */
export const reportBillingEventDocSchema = z.object({
  kind: z.enum(REPORT_BILLING_KINDS),
  /** UTC day of `at`. */
  day: z.string(),
  /** When it happened at the provider (ms). */
  at: z.number(),
  companyId: z.string(),
  subscriptionId: z.string(),
  /** The company's owner then, to credit an affiliate who referred them. */
  ownerUid: z.string().nullable(),
});
export type ReportBillingEventDoc = z.infer<typeof reportBillingEventDocSchema>;

export const reportDayConverter = zodConverter(reportDayDocSchema, 'report day');
export const reportBillingEventConverter = zodConverter(
  reportBillingEventDocSchema,
  'report billing event',
);

/**
 * Called by billing's apply path inside its transaction (writes only, so it can come after the
 * reads): records the transitions a subscription's status change means for the report. The id is
 * per subscription and kind, so a repeated delivery or a second path (webhook and sync) writes
 * the same document again.
 */
export function recordReportBillingEvents(
  tx: Transaction,
  db: Firestore,
  change: {
    companyId: string;
    subscriptionId: string;
    ownerUid: string | null;
    previous: SubscriptionStatus | null;
    next: SubscriptionStatus;
    at: number;
  },
): void {
  for (const kind of billingTransitions(change.previous, change.next)) {
    const record: ReportBillingEventDoc = {
      kind,
      day: dayKey(change.at),
      at: change.at,
      companyId: change.companyId,
      subscriptionId: change.subscriptionId,
      ownerUid: change.ownerUid,
    };
    tx.set(
      db.collection(reportCollections.billingEvents).doc(`${change.subscriptionId}_${kind}`),
      record,
    );
  }
}

import type { PastDueQueue } from '../../contracts/admin-billing';
import type { BillingDeps } from '../billing/deps';
import { dunningCasesRef } from '../billing/dunning-store';
import { pastDueCaseOf, totalsByCurrency, utcMonthStart } from './past-due-model';

/** Cases read per list at most: failing payments are a handful, this is a safety bound. */
export const PAST_DUE_QUEUE_LIMIT = 500;

/**
 * The open dunning cases, soonest grace end first, with the amounts at risk and the amounts
 * recovered since the 1st of this UTC month, per currency. Read-only (no audit entry).
 * Indexes: (status, graceUntil) and (status, closedAt) in firestore.indexes.json.
 */
export async function pastDueQueue(deps: Pick<BillingDeps, 'db' | 'now'>): Promise<PastDueQueue> {
  const { db, now } = deps;
  const monthStart = utcMonthStart(now);
  const [open, recovered] = await Promise.all([
    dunningCasesRef(db)
      .where('status', '==', 'open')
      .orderBy('graceUntil')
      .limit(PAST_DUE_QUEUE_LIMIT + 1)
      .get(),
    dunningCasesRef(db)
      .where('status', '==', 'recovered')
      .where('closedAt', '>=', monthStart)
      .limit(PAST_DUE_QUEUE_LIMIT + 1)
      .get(),
  ]);
  const openDocs = open.docs.slice(0, PAST_DUE_QUEUE_LIMIT);
  const recoveredDocs = recovered.docs.slice(0, PAST_DUE_QUEUE_LIMIT);
  return {
    cases: openDocs.map((doc) => pastDueCaseOf(doc.id, doc.data(), now)),
    atRisk: totalsByCurrency(openDocs.map((doc) => doc.data())),
    recoveredThisMonth: totalsByCurrency(recoveredDocs.map((doc) => doc.data())),
    monthStart,
    truncated: open.size > PAST_DUE_QUEUE_LIMIT || recovered.size > PAST_DUE_QUEUE_LIMIT,
  };
}

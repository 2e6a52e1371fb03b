import type { Firestore } from 'firebase-admin/firestore';
import { PROGRAMME_CURRENCY, programmeCollections } from '../../contracts/affiliate-programme';
import { recordAudit } from '../admin/audit';
import { sumByCurrency } from './model';

/** The actor of audit entries the maintenance job writes for a batch it finished. */
export const MAINTENANCE_ACTOR_UID = 'system:maintenance';

/**
 * A batch still `generating` after this long was interrupted: generating runs in one callable,
 * which the platform stops after CALLABLE_TIMEOUT_MS (70 s).
 */
export const INTERRUPTED_BATCH_AFTER_MS = 10 * 60 * 1000;
const PER_RUN = 20;

/**
 * Finishes payout batches whose generation was cut off (the instance was stopped before its
 * last step): their payouts exist and hold their ledger entries, but the batch still says
 * `generating` with no totals, and nobody was audited. The batch gets the totals per currency of
 * the payouts that name it and turns `pending` (or is deleted when none was created), with the
 * `affiliatePayouts.generateBatch` entry the generation would have written, by the system.
 * Until then `markPaid` refuses its payouts. Returns how many batches were finished.
 */
export async function finishInterruptedBatches(db: Firestore, now: number): Promise<number> {
  const batches = db.collection(programmeCollections.payoutBatches);
  const stale = await batches
    .where('status', '==', 'generating')
    .where('createdAt', '<', now - INTERRUPTED_BATCH_AFTER_MS)
    .limit(PER_RUN)
    .get();
  let finished = 0;
  for (const batch of stale.docs) {
    const payouts = await db
      .collection(programmeCollections.payouts)
      .where('batchId', '==', batch.id)
      .get();
    const totalByCurrency = sumByCurrency(
      payouts.docs.map((p) => ({
        currency: (p.get('currency') as string | undefined) ?? PROGRAMME_CURRENCY,
        amountCents: p.get('amountCents') as number,
      })),
    );
    const done = await db.runTransaction(async (tx) => {
      const current = await tx.get(batch.ref);
      if (current.get('status') !== 'generating') return false;
      if (payouts.empty) {
        tx.delete(batch.ref);
        return true;
      }
      tx.update(batch.ref, { status: 'pending', payoutCount: payouts.size, totalByCurrency });
      recordAudit(tx, db, {
        actor: { uid: MAINTENANCE_ACTOR_UID, email: null },
        action: 'affiliatePayouts.generateBatch',
        target: { kind: 'payout', id: batch.id, label: `Batch of ${payouts.size}` },
        before: { status: 'generating', createdBy: current.get('createdBy') as string | null },
        after: {
          asOf: current.get('asOf') as number,
          payoutCount: payouts.size,
          totalByCurrency,
          payoutIds: payouts.docs.map((p) => p.id),
        },
        at: now,
      });
      return true;
    });
    if (done) finished += 1;
  }
  return finished;
}

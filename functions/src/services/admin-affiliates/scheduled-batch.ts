import { PAYOUT_SCHEDULE_ACTOR_UID, type PayoutSchedule } from '../../contracts/admin-affiliates';
import { readProgrammeSettings } from '../affiliate-programme/settings';
import type { AdminAffiliateDeps } from './deps';
import { millis } from './model';
import { generateBatch } from './payouts';

export { PAYOUT_SCHEDULE_ACTOR_UID };

/**
 * affiliatePayoutSchedule/{YYYY-MM}: the month's scheduled batch was started (closed to clients).
 * Created before the batch, so two runs of the job never both generate one for the month.
 */
export const PAYOUT_SCHEDULE_COLLECTION = 'affiliatePayoutSchedule';

/** The payout day of the month of `now` (00:00 UTC), and the month as `YYYY-MM`. */
export function payoutDayOf(now: number, dayOfMonth: number): { month: string; at: number } {
  const date = new Date(now);
  const at = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), dayOfMonth);
  return { month: new Date(at).toISOString().slice(0, 7), at };
}

/**
 * The monthly payout batch, on the day the affiliate dashboard promises ("Next payout: …", the
 * programme's `payoutDayOfMonth`): from that day on, the first run of the maintenance job in the
 * month generates the batch as a super admin's "Generate batch" would (generateBatch: every
 * approved affiliate whose payable balance in a currency reaches its minimum; the rest roll
 * over), audited by `system:payout-schedule`. Once a month: the month's marker is created first.
 * A job that was down on the day catches up later in the month; admins can still generate
 * batches by hand at any time (an entry is never in two payouts). Returns the payouts created.
 */
export async function runScheduledPayoutBatch(deps: AdminAffiliateDeps): Promise<number> {
  const { db, now } = deps;
  const settings = await readProgrammeSettings(db);
  const { month, at } = payoutDayOf(now, settings.payoutDayOfMonth);
  if (now < at) return 0;
  const marker = db.collection(PAYOUT_SCHEDULE_COLLECTION).doc(month);
  try {
    await marker.create({ month, startedAt: now, batchId: null, payoutCount: null });
  } catch (error) {
    // 6 = ALREADY_EXISTS: this month's batch was already started.
    if ((error as { code?: number }).code === 6) return 0;
    throw error;
  }
  const { batch } = await generateBatch({}, { uid: PAYOUT_SCHEDULE_ACTOR_UID, claims: {} }, deps);
  const payoutCount = batch?.payoutCount ?? 0;
  await marker.update({ batchId: batch?.id ?? null, payoutCount, finishedAt: deps.now });
  return payoutCount;
}

/**
 * What the payouts page says of the schedule: this month's payout day until this month's batch
 * has started, then next month's; and the latest month up to this one that ran (tests may leave
 * markers of other years: only months up to now count).
 */
export async function getPayoutSchedule(
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
): Promise<PayoutSchedule> {
  const { db, now } = deps;
  const { payoutDayOfMonth } = await readProgrammeSettings(db);
  const thisMonth = payoutDayOf(now, payoutDayOfMonth);
  const latest = await db
    .collection(PAYOUT_SCHEDULE_COLLECTION)
    .where('month', '<=', thisMonth.month)
    .orderBy('month', 'desc')
    .limit(1)
    .get();
  const last = latest.docs[0];
  const ranThisMonth = last?.get('month') === thisMonth.month;
  const date = new Date(now);
  const nextMonthAt = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, payoutDayOfMonth);
  return {
    payoutDayOfMonth,
    nextRunAt: ranThisMonth ? nextMonthAt : thisMonth.at,
    lastRun: last
      ? {
          month: last.get('month') as string,
          startedAt: millis(last.get('startedAt')) ?? 0,
          batchId: (last.get('batchId') as string | null | undefined) ?? null,
          payoutCount: (last.get('payoutCount') as number | null | undefined) ?? null,
        }
      : null,
  };
}

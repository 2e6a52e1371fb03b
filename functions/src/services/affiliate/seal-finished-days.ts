import type { Firestore } from 'firebase-admin/firestore';
import { sealRollupDay } from './seal-rollups';
import { collections } from './store';
import { dayKey } from './visit-fields';

export interface SealLimits {
  /** Shards read per page (a busy affiliate-day has up to config.rollupShards of them). */
  pageSize: number;
  /** Stop sealing after this long: the job shares its timeout with other tasks. */
  budgetMs: number;
  /** The clock the budget is measured on (tests pass their own). */
  clock: () => number;
}

const DEFAULT_LIMITS: SealLimits = { pageSize: 1000, budgetMs: 120_000, clock: Date.now };

/**
 * Seals every finished day (before today, UTC) that still has rollup shards, so reports and
 * dashboards read one document per day even for affiliates nobody looked at. Page after page
 * until none is left or the time budget is spent (a backlog is then worked off by the next
 * runs; at least one affiliate-day is sealed per run). Sealing deletes the shards it folds, so each page is the next; it is exactly-once and
 * resumable (seal-rollups.ts), so runs may overlap. Returns the affiliate-days sealed.
 */
export async function sealFinishedDays(
  db: Firestore,
  now: number,
  limits: Partial<SealLimits> = {},
): Promise<number> {
  const { pageSize, budgetMs, clock } = { ...DEFAULT_LIMITS, ...limits };
  const started = clock();
  const spent = () => clock() - started >= budgetMs;
  let sealed = 0;
  for (;;) {
    const days = await finishedDaysPage(db, now, pageSize);
    if (days.length === 0) return sealed;
    for (const { affiliateUid, day } of days) {
      await sealRollupDay(db, affiliateUid, day);
      sealed += 1;
      // Checked per day too: one page may hold a thousand affiliate-days.
      if (spent()) return sealed;
    }
  }
}

/** The distinct affiliate-days among the next page of finished days' shards. */
async function finishedDaysPage(db: Firestore, now: number, pageSize: number) {
  const shards = await db
    .collection(collections.rollupShards)
    .where('day', '<', dayKey(now))
    .limit(pageSize)
    .select('affiliateUid', 'day')
    .get();
  const days = new Map<string, { affiliateUid: string; day: string }>();
  for (const shard of shards.docs) {
    const affiliateUid = shard.get('affiliateUid') as unknown;
    const day = shard.get('day') as unknown;
    if (typeof affiliateUid === 'string' && typeof day === 'string') {
      days.set(`${affiliateUid}/${day}`, { affiliateUid, day });
    }
  }
  return [...days.values()];
}

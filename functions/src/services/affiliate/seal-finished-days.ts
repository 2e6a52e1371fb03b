import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
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
 * runs; at least one affiliate-day is sealed per run). Sealing is exactly-once and resumable
 * (seal-rollups.ts), so runs may overlap.
 *
 * One affiliate-day that cannot be sealed (a document written by hand, a limit of Firestore) is
 * logged and passed over: the pages go on after it, so it never stops the others' sealing.
 * Returns the affiliate-days sealed.
 */
export async function sealFinishedDays(
  db: Firestore,
  now: number,
  limits: Partial<SealLimits> = {},
  seal: typeof sealRollupDay = sealRollupDay,
): Promise<number> {
  const { pageSize, budgetMs, clock } = { ...DEFAULT_LIMITS, ...limits };
  const started = clock();
  const spent = () => clock() - started >= budgetMs;
  const failed = new Set<string>();
  let after: DocumentSnapshot | null = null;
  let sealed = 0;
  for (;;) {
    const page = await finishedDaysPage(db, now, pageSize, after);
    if (page.days.length === 0) return sealed;
    for (const { affiliateUid, day } of page.days) {
      const key = `${affiliateUid}/${day}`;
      if (failed.has(key)) continue;
      try {
        await seal(db, affiliateUid, day);
        sealed += 1;
      } catch (error) {
        failed.add(key);
        logger.error('affiliate rollups: an affiliate-day could not be sealed; passed over', {
          affiliateUid,
          day,
          error: String(error),
        });
      }
      // Checked per day too: one page may hold a thousand affiliate-days.
      if (spent()) return sealed;
    }
    // Shards of a sealed day are gone; a failed day's stay, so the next page starts after them.
    after = failed.size > 0 ? page.last : null;
  }
}

/** The distinct affiliate-days among the next page of finished days' shards (after `after`). */
async function finishedDaysPage(
  db: Firestore,
  now: number,
  pageSize: number,
  after: DocumentSnapshot | null,
) {
  let query = db
    .collection(collections.rollupShards)
    .where('day', '<', dayKey(now))
    .orderBy('day')
    .limit(pageSize)
    .select('affiliateUid', 'day');
  if (after) query = query.startAfter(after);
  const shards = await query.get();
  const days = new Map<string, { affiliateUid: string; day: string }>();
  for (const shard of shards.docs) {
    const affiliateUid = shard.get('affiliateUid') as unknown;
    const day = shard.get('day') as unknown;
    if (typeof affiliateUid === 'string' && typeof day === 'string') {
      days.set(`${affiliateUid}/${day}`, { affiliateUid, day });
    }
  }
  return { days: [...days.values()], last: shards.docs.at(-1) ?? null };
}

import type { Firestore } from 'firebase-admin/firestore';
import { sealRollupDay } from './seal-rollups';
import { collections } from './store';
import { dayKey } from './visit-fields';

/** Shards looked at per run: a backlog is worked off over the next runs. */
const SHARDS_PER_RUN = 1000;

/**
 * Seals every finished day (before today, UTC) that still has rollup shards, so reports and
 * dashboards read one document per day even for affiliates nobody looked at. Sealing is
 * exactly-once and resumable (seal-rollups.ts), so runs may overlap. Returns the days sealed.
 */
export async function sealFinishedDays(db: Firestore, now: number): Promise<number> {
  const shards = await db
    .collection(collections.rollupShards)
    .where('day', '<', dayKey(now))
    .limit(SHARDS_PER_RUN)
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
  for (const { affiliateUid, day } of days.values()) await sealRollupDay(db, affiliateUid, day);
  return days.size;
}

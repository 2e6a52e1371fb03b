import type { Firestore } from 'firebase-admin/firestore';
import { mergeRollups } from './merge-rollups';
import { collections, dayRollupRef, rollupConverter } from './store';

/** Shards folded per transaction: keeps each commit well inside Firestore's limits. */
const SHARDS_PER_COMMIT = 400;

/**
 * Folds a past day's rollup shards into its single day document and deletes them, in one
 * transaction per chunk. The fold is additive, so it is exactly-once (a shard is deleted in the
 * commit that counts it), can be interrupted and resumed, and a straggler written after sealing
 * is simply folded by the next seal. Returns the documents read.
 */
export async function sealRollupDay(
  db: Firestore,
  affiliateUid: string,
  day: string,
): Promise<number> {
  const shardsOfDay = db
    .collection(collections.rollupShards)
    .where('affiliateUid', '==', affiliateUid)
    .where('day', '==', day)
    .limit(SHARDS_PER_COMMIT)
    .withConverter(rollupConverter);
  const dayRef = dayRollupRef(db, affiliateUid, day);
  let reads = 0;
  for (;;) {
    const folded = await db.runTransaction(async (tx) => {
      const shards = await tx.get(shardsOfDay);
      if (shards.empty) return 0;
      const sealed = await tx.get(dayRef.withConverter(rollupConverter));
      tx.set(
        dayRef,
        mergeRollups(affiliateUid, day, [sealed.data(), ...shards.docs.map((doc) => doc.data())]),
      );
      for (const shard of shards.docs) tx.delete(shard.ref);
      return shards.size;
    });
    reads += folded + 1;
    if (folded < SHARDS_PER_COMMIT) return reads;
  }
}

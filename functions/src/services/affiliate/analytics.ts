import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  ANALYTICS_MAX_DAYS,
  type RecentVisit,
  type VisitAnalytics,
} from '../../contracts/affiliate';
import type { AffiliateConfig } from './config';
import { collections, rollupRef, type RollupDoc } from './store';
import { summarizeRollups } from './summarize-rollups';
import { daysBetween } from './visit-fields';

/**
 * Analytics from rollups only: days × shards documents read by id, the same number whether the
 * range saw ten visits or ten million.
 */
export async function getVisitAnalytics(
  input: { affiliateUserId: string; dateRange: { from: string; to: string } },
  deps: { db: Firestore; config: AffiliateConfig },
): Promise<VisitAnalytics> {
  const { from, to } = input.dateRange;
  if (from > to) throw new HttpsError('invalid-argument', 'The date range starts after it ends.');
  const days = daysBetween(from, to);
  if (days.length > ANALYTICS_MAX_DAYS) {
    throw new HttpsError(
      'invalid-argument',
      `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`,
    );
  }
  const refs = days.flatMap((day) =>
    Array.from({ length: deps.config.rollupShards }, (_, shard) =>
      rollupRef(deps.db, input.affiliateUserId, day, shard),
    ),
  );
  const docs: RollupDoc[] = [];
  for (let i = 0; i < refs.length; i += 500) {
    const snaps = await deps.db.getAll(...refs.slice(i, i + 500));
    for (const snap of snaps) if (snap.exists) docs.push(snap.data() as RollupDoc);
  }
  return summarizeRollups(days, docs);
}

/**
 * The latest visits of one affiliate. The index (affiliateUid, bucket, at) spreads a popular
 * link's writes over the buckets; `bucket in [...]` reads back only `limit` visits, plus the
 * sessions they belong to (for "converted"). Nothing that identifies a person is returned.
 */
export async function getRecentVisits(
  input: { affiliateUserId: string; limit: number },
  deps: { db: Firestore; config: AffiliateConfig },
): Promise<{ visits: RecentVisit[] }> {
  const buckets = Array.from({ length: deps.config.visitBuckets }, (_, i) => i);
  const snapshot = await deps.db
    .collection(collections.visits)
    .where('affiliateUid', '==', input.affiliateUserId)
    .where('bucket', 'in', buckets)
    .orderBy('at', 'desc')
    .limit(input.limit)
    .get();
  const sessionIds = [...new Set(snapshot.docs.map((d) => d.get('sessionId') as string))];
  const sessions = sessionIds.length
    ? await deps.db.getAll(
        ...sessionIds.map((id) => deps.db.collection(collections.sessions).doc(id)),
      )
    : [];
  const converted = new Set(sessions.filter((s) => s.get('convertedBy')).map((s) => s.id));
  return {
    visits: snapshot.docs.map((doc) => ({
      page: doc.get('page') as string,
      referrerHost: (doc.get('referrerHost') as string | null) ?? null,
      utmSource: (doc.get('utmSource') as string | null) ?? null,
      utmMedium: (doc.get('utmMedium') as string | null) ?? null,
      utmCampaign: (doc.get('utmCampaign') as string | null) ?? null,
      at: doc.get('at') as number,
      converted: converted.has(doc.get('sessionId') as string),
    })),
  };
}

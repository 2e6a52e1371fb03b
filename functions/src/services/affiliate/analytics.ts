import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  ANALYTICS_MAX_DAYS,
  type RecentVisit,
  type VisitAnalytics,
} from '../../contracts/affiliate';
import type { AffiliateConfig } from './config';
import { sealRollupDay } from './seal-rollups';
import { collections, rollupConverter } from './store';
import { summarizeRollups } from './summarize-rollups';
import { daysBetween } from './visit-fields';

export interface AnalyticsDeps {
  db: Firestore;
  config: AffiliateConfig;
  now: number;
}

/**
 * Analytics from rollups only: the range's sealed day documents plus the shards of days not yet
 * sealed (today, mostly), read in one consistent snapshot. Afterwards the shards of days that
 * are over are sealed, so the next call reads one document for each of them. Also returns the
 * documents read, for the benchmark.
 */
export async function visitAnalyticsWithCost(
  input: { affiliateUserId: string; dateRange: { from: string; to: string } },
  deps: AnalyticsDeps,
): Promise<{ analytics: VisitAnalytics; reads: number }> {
  const { from, to } = input.dateRange;
  if (from > to) throw new HttpsError('invalid-argument', 'The date range starts after it ends.');
  const days = daysBetween(from, to);
  if (days.length > ANALYTICS_MAX_DAYS) {
    throw new HttpsError(
      'invalid-argument',
      `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`,
    );
  }
  const inRange = (collection: string) =>
    deps.db
      .collection(collection)
      .where('affiliateUid', '==', input.affiliateUserId)
      .where('day', '>=', from)
      .where('day', '<=', to);
  const [sealed, shards] = await deps.db.runTransaction(
    (tx) =>
      Promise.all([
        tx.get(inRange(collections.rollups).withConverter(rollupConverter)),
        tx.get(inRange(collections.rollupShards).withConverter(rollupConverter)),
      ]),
    { readOnly: true },
  );
  const docs = [...sealed.docs, ...shards.docs].map((doc) => doc.data());
  let reads = Math.max(1, sealed.size) + Math.max(1, shards.size);

  const dayOver = (day: string) =>
    Date.parse(`${day}T00:00:00Z`) + 86_400_000 + deps.config.sealAfterMs <= deps.now;
  const toSeal = [...new Set(shards.docs.map((doc) => doc.get('day') as string))]
    .filter(dayOver)
    .slice(0, deps.config.sealDaysPerCall);
  for (const day of toSeal) {
    // Sealing is bookkeeping for the next call: a day that cannot be sealed never fails this one.
    try {
      reads += await sealRollupDay(deps.db, input.affiliateUserId, day);
    } catch (error) {
      logger.error('affiliate analytics: a day could not be sealed', {
        affiliateUid: input.affiliateUserId,
        day,
        error: String(error),
      });
    }
  }

  return { analytics: summarizeRollups(days, docs), reads };
}

export async function getVisitAnalytics(
  input: { affiliateUserId: string; dateRange: { from: string; to: string } },
  deps: AnalyticsDeps,
): Promise<VisitAnalytics> {
  return (await visitAnalyticsWithCost(input, deps)).analytics;
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

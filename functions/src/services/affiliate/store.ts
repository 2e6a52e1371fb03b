import type { Firestore } from 'firebase-admin/firestore';

/** Collection names and document ids of the affiliate programme, in one place. */
export const collections = {
  usernames: 'usernames',
  affiliates: 'affiliates',
  sessions: 'affiliateSessions',
  visits: 'affiliateVisits',
  dedup: 'affiliateDedup',
  rollups: 'affiliateRollups',
  rollupShards: 'affiliateRollupShards',
  attributions: 'affiliateAttributions',
} as const;

/** Where a visit's counters are written: one of many shards of the day (see config.rollupShards). */
export const rollupShardRef = (db: Firestore, affiliateUid: string, day: string, shard: number) =>
  db.collection(collections.rollupShards).doc(`${affiliateUid}_${day}_${shard}`);

/** A past day's counters once its shards are sealed into one document. */
export const dayRollupRef = (db: Firestore, affiliateUid: string, day: string) =>
  db.collection(collections.rollups).doc(`${affiliateUid}_${day}`);

export interface TouchPoint {
  affiliateUid: string;
  at: number;
  page: string;
}

/** affiliateSessions/{sessionId}: one browser session's touches, for attribution and limits. */
export interface SessionDoc {
  firstTouch?: TouchPoint;
  lastTouch?: TouchPoint;
  /** affiliate uid → last day this session was counted as a unique session for it. */
  countedDays?: Record<string, string>;
  rate?: { start: number; count: number };
  convertedBy?: string;
}

/**
 * Counters the analytics read instead of raw visits: affiliateRollupShards/{uid}_{day}_{shard}
 * while a day is live, affiliateRollups/{uid}_{day} once sealed. Both have this shape.
 */
export interface RollupDoc {
  affiliateUid: string;
  day: string;
  visits?: number;
  uniqueSessions?: number;
  signups?: number;
  pages?: Record<string, number>;
  referrers?: Record<string, number>;
  utmSources?: Record<string, number>;
  utmMediums?: Record<string, number>;
  utmCampaigns?: Record<string, number>;
}

/** The approved affiliate behind a username, or null (unknown, pending, suspended…). */
export async function approvedAffiliateUid(
  db: Firestore,
  username: string,
): Promise<string | null> {
  const claim = await db.collection(collections.usernames).doc(username).get();
  const uid = claim.get('uid') as unknown;
  if (typeof uid !== 'string') return null;
  const affiliate = await db.collection(collections.affiliates).doc(uid).get();
  return affiliate.get('status') === 'approved' ? uid : null;
}

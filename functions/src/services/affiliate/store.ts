import type { Firestore } from 'firebase-admin/firestore';

/** Collection names and document ids of the affiliate programme, in one place. */
export const collections = {
  usernames: 'usernames',
  affiliates: 'affiliates',
  sessions: 'affiliateSessions',
  visits: 'affiliateVisits',
  dedup: 'affiliateDedup',
  rollups: 'affiliateRollups',
  attributions: 'affiliateAttributions',
} as const;

export const rollupRef = (db: Firestore, affiliateUid: string, day: string, shard: number) =>
  db.collection(collections.rollups).doc(`${affiliateUid}_${day}_${shard}`);

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

/** affiliateRollups/{uid}_{day}_{shard}: counters the analytics read instead of raw visits. */
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

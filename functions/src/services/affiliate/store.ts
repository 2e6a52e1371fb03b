import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import {
  affiliateDocSchema,
  hasAcceptedCurrentAgreement,
} from '../../contracts/affiliate-programme';
import { zodConverter } from '../../lib/converters';
import { currentAgreementVersion } from '../affiliate-agreement/current-version';

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
  /** Per company: the affiliate its revenue is credited to, frozen (company-referral.ts). */
  referrals: 'affiliateReferrals',
  /** Per affiliate, client address and day: sign-ups attributed (functions only, TTL). */
  attributionLimits: 'affiliateAttributionLimits',
  /** Per affiliate and day: attributed sign-ups by hour, for burst detection (functions only). */
  signupDays: 'affiliateSignupDays',
} as const;

/** Where a visit's counters are written: one of many shards of the day (see config.rollupShards). */
export const rollupShardRef = (db: Firestore, affiliateUid: string, day: string, shard: number) =>
  db.collection(collections.rollupShards).doc(`${affiliateUid}_${day}_${shard}`);

/** A past day's counters once its shards are sealed into one document. */
export const dayRollupRef = (db: Firestore, affiliateUid: string, day: string) =>
  db.collection(collections.rollups).doc(`${affiliateUid}_${day}`);

export const touchPointSchema = z.object({
  affiliateUid: z.string(),
  at: z.number(),
  page: z.string(),
});
export type TouchPoint = z.infer<typeof touchPointSchema>;

/** affiliateSessions/{sessionId}: one browser session's touches, for attribution and limits. */
export const sessionDocSchema = z.object({
  firstTouch: touchPointSchema.optional(),
  lastTouch: touchPointSchema.optional(),
  /** affiliate uid → last day this session was counted as a unique session for it. */
  countedDays: z.record(z.string(), z.string()).optional(),
  rate: z.object({ start: z.number(), count: z.number() }).optional(),
  convertedBy: z.string().optional(),
});
export type SessionDoc = z.infer<typeof sessionDocSchema>;

/**
 * A stored counter that is not a number (a document written by hand) counts as nothing: it reads
 * as absent, so sealing and the analytics go on (merge-rollups.ts) instead of failing the day.
 */
const counter = z.number().optional().catch(undefined);
const breakdown = z.record(z.string(), z.number().catch(0)).optional().catch(undefined);

/**
 * Counters the analytics read instead of raw visits: affiliateRollupShards/{uid}_{day}_{shard}
 * while a day is live, affiliateRollups/{uid}_{day} once sealed. Both have this shape.
 */
export const rollupDocSchema = z.object({
  affiliateUid: z.string(),
  day: z.string(),
  visits: counter,
  uniqueSessions: counter,
  signups: counter,
  pages: breakdown,
  referrers: breakdown,
  utmSources: breakdown,
  utmMediums: breakdown,
  utmCampaigns: breakdown,
});
export type RollupDoc = z.infer<typeof rollupDocSchema>;

export const affiliateConverter = zodConverter(affiliateDocSchema, 'affiliate');
export const sessionConverter = zodConverter(sessionDocSchema, 'affiliate session');
export const rollupConverter = zodConverter(rollupDocSchema, 'affiliate rollup');

/**
 * Whether an affiliate's link counts now: approved, and the current agreement version accepted.
 * While no agreement was ever published, approved is enough (`hasAcceptedCurrentAgreement`).
 */
export async function isCountingAffiliate(db: Firestore, uid: string): Promise<boolean> {
  const [affiliate, currentVersion] = await Promise.all([
    db.collection(collections.affiliates).doc(uid).withConverter(affiliateConverter).get(),
    currentAgreementVersion(db),
  ]);
  const data = affiliate.data();
  return data?.status === 'approved' && hasAcceptedCurrentAgreement(data, currentVersion);
}

/**
 * The server's side of the dashboard gate: an approved affiliate who has not accepted the
 * current agreement reads none of their results or earnings (the app sends them to accept it
 * first; this holds for any other client). Anyone else passes: the callers check whose data.
 */
export async function assertAgreementAccepted(db: Firestore, uid: string): Promise<void> {
  const [affiliate, currentVersion] = await Promise.all([
    db.collection(collections.affiliates).doc(uid).withConverter(affiliateConverter).get(),
    currentAgreementVersion(db),
  ]);
  const data = affiliate.data();
  if (data?.status === 'approved' && !hasAcceptedCurrentAgreement(data, currentVersion)) {
    throw new HttpsError(
      'failed-precondition',
      'Accept the current affiliate agreement to see your dashboard.',
    );
  }
}

/**
 * The affiliate behind a username whose link counts, or null (unknown, retired, pending,
 * suspended, or the current agreement not accepted).
 */
export async function approvedAffiliateUid(
  db: Firestore,
  username: string,
): Promise<string | null> {
  const claim = await db.collection(collections.usernames).doc(username).get();
  // A name its affiliate moved away from links to nobody (claim-username.ts).
  if (claim.get('retired') === true) return null;
  const uid = claim.get('uid') as unknown;
  if (typeof uid !== 'string') return null;
  return (await isCountingAffiliate(db, uid)) ? uid : null;
}

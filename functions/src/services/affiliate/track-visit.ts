import { randomInt } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { normalizeUtm } from '../../contracts/affiliate';
import { trackedPage } from '../../contracts/trackable-pages';
import { creditedTouch, liveAttributionTerms } from './attribution';
import type { AffiliateConfig } from './config';
import {
  approvedAffiliateUid,
  collections,
  rollupShardRef,
  sessionConverter,
  type SessionDoc,
  type TouchPoint,
} from './store';
import { countKey, dayKey, isLikelyBot, referrerHost, sha256 } from './visit-fields';
import { refusal } from '../../lib/refusal';

export interface TrackVisitInput {
  affiliateUsername: string;
  visitData: {
    page: string;
    referrer: string;
    userAgent: string;
    sessionId: string;
    timestamp: number;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    /** The visit carried the affiliate's link parameter (see the contract). */
    touch?: boolean;
  };
}

export interface TrackVisitDeps {
  db: Firestore;
  config: AffiliateConfig;
  now: number;
  clientIp: string | null;
  /** The per-client limiter (see rate-limiter.ts). */
  allowClient: (key: string, now: number) => boolean;
}

const tooMany = () =>
  refusal(
    { reason: 'rateLimited', scope: 'visits', max: 30, retryAfterSeconds: 60 },
    'Too many visits in a short time. Please try again in a minute.',
  );

/**
 * When a session's referral ends: the last moment any of its touches can still be credited, its
 * latest click plus the window (under first touch the latest is credited once the first has
 * left the window). Null: no touch inside the window any more, or none at all.
 */
function referralExpiry(
  session: Pick<SessionDoc, 'firstTouch' | 'lastTouch'>,
  terms: { attributionWindowDays: number; attributionModel: 'firstTouch' | 'lastTouch' },
  now: number,
): number | null {
  if (!creditedTouch(session, terms, now).touch) return null;
  const latest = Math.max(session.firstTouch?.at ?? 0, session.lastTouch?.at ?? 0);
  return latest + terms.attributionWindowDays * 86_400_000;
}

/**
 * Records one visit of an approved affiliate's link and updates that day's rollup in the same
 * transaction. Bots, unknown or unapproved affiliates and repeats of the same session and page
 * within the dedup window are not counted (tracked: false, nothing stored for them).
 * Writes per counted visit: the visit, one rollup shard, the session, the dedup marker.
 *
 * Only a visit that carried the link (`touch`) is a touch: it sets the session's first touch
 * (once) and its latest. Every other page view is counted and changes neither, so the
 * attribution window runs from the click, not from the last page seen. The answer says when
 * the browser's referral ends, so the app forgets it then.
 *
 * Nothing anonymous can grow a rollup without bound: the page is its route's pattern
 * (trackable-pages.ts), UTM values are normalised (normalizeUtm) and every key is cut short;
 * sealing folds a day's rare keys into `(other)` (merge-rollups.ts).
 */
export async function trackAffiliateVisit(
  input: TrackVisitInput,
  deps: TrackVisitDeps,
): Promise<{ tracked: boolean; referralExpiresAt: number | null }> {
  const { db, config, now } = deps;
  const { visitData } = input;
  if (isLikelyBot(visitData.userAgent)) return { tracked: false, referralExpiresAt: null };

  // The address is only ever stored salted and hashed.
  const ipHash = deps.clientIp ? sha256(config.ipSalt, deps.clientIp) : null;
  if (ipHash && !deps.allowClient(ipHash, now)) throw tooMany();

  const affiliateUid = await approvedAffiliateUid(db, input.affiliateUsername);
  if (!affiliateUid) return { tracked: false, referralExpiresAt: null };

  const terms = await liveAttributionTerms(db, config, now);
  const page = trackedPage(visitData.page);
  const utm = {
    utmSource: normalizeUtm(visitData.utmSource),
    utmMedium: normalizeUtm(visitData.utmMedium),
    utmCampaign: normalizeUtm(visitData.utmCampaign),
  };
  const day = dayKey(now);
  const sessionRef = db.collection(collections.sessions).doc(visitData.sessionId);
  const dedupRef = db
    .collection(collections.dedup)
    .doc(sha256(visitData.sessionId, affiliateUid, page, visitData.touch ? 'touch' : 'view'));
  const visitRef = db.collection(collections.visits).doc();
  const shardRef = rollupShardRef(db, affiliateUid, day, randomInt(config.rollupShards));

  return db.runTransaction(async (tx) => {
    const sessionSnap = await tx.get(sessionRef.withConverter(sessionConverter));
    const dedupSnap = await tx.get(dedupRef);
    const session: SessionDoc = sessionSnap.data() ?? {};

    const previous = session.rate && now - session.rate.start < 60_000 ? session.rate : null;
    const rate = previous
      ? { start: previous.start, count: previous.count + 1 }
      : { start: now, count: 1 };
    if (rate.count > config.sessionVisitsPerMinute) throw tooMany();

    const duplicate = dedupSnap.exists && (dedupSnap.get('until') as number) > now;
    if (duplicate) {
      tx.set(sessionRef, { rate }, { merge: true });
      return { tracked: false, referralExpiresAt: referralExpiry(session, terms, now) };
    }

    const touch: TouchPoint = { affiliateUid, at: now, page };
    const touches = visitData.touch ?? !session.firstTouch;
    const firstTouch = session.firstTouch ?? (touches ? touch : undefined);
    const lastTouch = touches ? touch : session.lastTouch;
    const newUniqueSession = session.countedDays?.[affiliateUid] !== day;
    const host = referrerHost(visitData.referrer);
    tx.set(dedupRef, {
      until: now + config.dedupWindowMs,
      expireAt: new Date(now + config.dedupWindowMs),
    });
    tx.set(visitRef, {
      affiliateUid,
      bucket: randomInt(config.visitBuckets),
      sessionId: visitData.sessionId,
      page,
      touch: touches,
      referrerHost: host ? countKey(host) : null,
      ...utm,
      at: now,
      clientTimestamp: visitData.timestamp,
      ipHash,
      // Raw visits hold a session id and an address hash: kept for a while, then removed by TTL.
      expireAt: new Date(now + config.visitRetentionDays * 86_400_000),
    });
    tx.set(
      shardRef,
      {
        affiliateUid,
        day,
        visits: FieldValue.increment(1),
        uniqueSessions: FieldValue.increment(newUniqueSession ? 1 : 0),
        pages: { [countKey(page)]: FieldValue.increment(1) },
        referrers: { [countKey(host, '(direct)')]: FieldValue.increment(1) },
        utmSources: { [countKey(utm.utmSource)]: FieldValue.increment(1) },
        utmMediums: { [countKey(utm.utmMedium)]: FieldValue.increment(1) },
        utmCampaigns: { [countKey(utm.utmCampaign)]: FieldValue.increment(1) },
      },
      { merge: true },
    );
    tx.set(
      sessionRef,
      {
        // The first touch is kept; with the latest it decides attribution.
        ...(firstTouch ? { firstTouch } : {}),
        ...(lastTouch ? { lastTouch } : {}),
        countedDays: { [affiliateUid]: day },
        rate,
        // A session is worth keeping while a touch of it can still be credited.
        expireAt: new Date(
          lastTouch ? lastTouch.at + config.sessionRetentionDays * 86_400_000 : now + 86_400_000,
        ),
      },
      { merge: true },
    );
    return {
      tracked: true,
      referralExpiresAt: referralExpiry({ firstTouch, lastTouch }, terms, now),
    };
  });
}

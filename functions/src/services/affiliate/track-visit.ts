import { randomInt } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { AffiliateConfig } from './config';
import { approvedAffiliateUid, collections, rollupShardRef, type SessionDoc } from './store';
import { countKey, dayKey, isLikelyBot, normalizePage, referrerHost, sha256 } from './visit-fields';

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
  new HttpsError(
    'resource-exhausted',
    'Too many visits in a short time. Please try again in a minute.',
  );

/**
 * Records one visit of an approved affiliate's link and updates that day's rollup in the same
 * transaction. Bots, unknown or unapproved affiliates and repeats of the same session and page
 * within the dedup window are not counted (tracked: false, nothing stored for them).
 * Writes per counted visit: the visit, one rollup shard, the session, the dedup marker.
 */
export async function trackAffiliateVisit(
  input: TrackVisitInput,
  deps: TrackVisitDeps,
): Promise<{ tracked: boolean }> {
  const { db, config, now } = deps;
  const { visitData } = input;
  if (isLikelyBot(visitData.userAgent)) return { tracked: false };

  // The address is only ever stored salted and hashed.
  const ipHash = deps.clientIp ? sha256(config.ipSalt, deps.clientIp) : null;
  if (ipHash && !deps.allowClient(ipHash, now)) throw tooMany();

  const affiliateUid = await approvedAffiliateUid(db, input.affiliateUsername);
  if (!affiliateUid) return { tracked: false };

  const page = normalizePage(visitData.page);
  const day = dayKey(now);
  const sessionRef = db.collection(collections.sessions).doc(visitData.sessionId);
  const dedupRef = db
    .collection(collections.dedup)
    .doc(sha256(visitData.sessionId, affiliateUid, page));
  const visitRef = db.collection(collections.visits).doc();
  const shardRef = rollupShardRef(db, affiliateUid, day, randomInt(config.rollupShards));

  return db.runTransaction(async (tx) => {
    const sessionSnap = await tx.get(sessionRef);
    const dedupSnap = await tx.get(dedupRef);
    const session = (sessionSnap.data() ?? {}) as SessionDoc;

    const previous = session.rate && now - session.rate.start < 60_000 ? session.rate : null;
    const rate = previous
      ? { start: previous.start, count: previous.count + 1 }
      : { start: now, count: 1 };
    if (rate.count > config.sessionVisitsPerMinute) throw tooMany();

    const duplicate = dedupSnap.exists && (dedupSnap.get('until') as number) > now;
    if (duplicate) {
      tx.set(sessionRef, { rate }, { merge: true });
      return { tracked: false };
    }

    const touch = { affiliateUid, at: now, page };
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
      referrerHost: host,
      utmSource: visitData.utmSource,
      utmMedium: visitData.utmMedium,
      utmCampaign: visitData.utmCampaign,
      at: now,
      clientTimestamp: visitData.timestamp,
      ipHash,
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
        utmSources: { [countKey(visitData.utmSource)]: FieldValue.increment(1) },
        utmMediums: { [countKey(visitData.utmMedium)]: FieldValue.increment(1) },
        utmCampaigns: { [countKey(visitData.utmCampaign)]: FieldValue.increment(1) },
      },
      { merge: true },
    );
    tx.set(
      sessionRef,
      {
        // First touch is kept forever; it decides attribution.
        firstTouch: session.firstTouch ?? touch,
        lastTouch: touch,
        countedDays: { [affiliateUid]: day },
        rate,
      },
      { merge: true },
    );
    return { tracked: true };
  });
}

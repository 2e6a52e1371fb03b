import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { programmeCollections, type AffiliateFlagDoc } from '../../contracts/affiliate-programme';
import type { AffiliateConfig } from './config';
import { collections } from './store';
import { dayKey, sha256 } from './visit-fields';

type FraudFlagKind = Extract<AffiliateFlagDoc['kind'], 'signupBurst' | 'attributionLimit'>;

/** One flag per kind, affiliate and UTC day: affiliateFlags/{kind}_{uid}_{day}. */
export const fraudFlagRef = (
  db: Firestore,
  kind: FraudFlagKind,
  affiliateUid: string,
  day: string,
) => db.collection(programmeCollections.flags).doc(`${kind}_${affiliateUid}_${day}`);

/**
 * affiliateAttributionLimits/{hash}: sign-ups attributed to one affiliate from one client address
 * on one day. The id hashes the (already salted and hashed) address with the affiliate and day,
 * so the document names no one; `expireAt` lets a TTL policy remove it.
 */
export const attributionLimitRef = (
  db: Firestore,
  affiliateUid: string,
  ipHash: string,
  day: string,
) => db.collection(collections.attributionLimits).doc(sha256(affiliateUid, ipHash, day));

/**
 * Opens the day's flag of this kind for the affiliate, or updates its count: `add` adds to it
 * (refused sign-ups), `atLeast` raises it to that figure (the day's sign-ups). A flag a super
 * admin dismissed keeps its status; only its count moves.
 */
export async function raiseFraudFlag(
  db: Firestore,
  flag: { kind: FraudFlagKind; affiliateUid: string; day: string; now: number },
  count: { add: number } | { atLeast: number },
): Promise<void> {
  const ref = fraudFlagRef(db, flag.kind, flag.affiliateUid, flag.day);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.exists ? ((snap.get('count') as number | undefined) ?? 0) : 0;
    const next = 'add' in count ? current + count.add : Math.max(current, count.atLeast);
    if (snap.exists) {
      if (next !== current) tx.update(ref, { count: next });
      return;
    }
    const doc: AffiliateFlagDoc = {
      affiliateUid: flag.affiliateUid,
      kind: flag.kind,
      day: flag.day,
      count: next,
      createdAt: flag.now,
      status: 'open',
    };
    tx.set(ref, doc);
  });
}

/**
 * Counts one attributed sign-up (affiliateSignupDays/{uid}_{day}, by UTC hour) and flags a burst:
 * more than `signupBurstPerHour` in this hour, or a day of at least `signupBurstDayMin` above
 * `signupBurstFactor` times the trailing daily average. The trailing days are read only once the
 * day reaches the minimum, so an ordinary sign-up costs one write and one read.
 */
export async function recordAttributedSignup(
  db: Firestore,
  config: AffiliateConfig,
  affiliateUid: string,
  now: number,
): Promise<{ burst: boolean }> {
  const day = dayKey(now);
  const hour = new Date(now).toISOString().slice(11, 13);
  const dayRef = (d: string) => db.collection(collections.signupDays).doc(`${affiliateUid}_${d}`);
  await dayRef(day).set(
    {
      affiliateUid,
      day,
      count: FieldValue.increment(1),
      hours: { [hour]: FieldValue.increment(1) },
    },
    { merge: true },
  );
  const today = await dayRef(day).get();
  const dayCount = (today.get('count') as number | undefined) ?? 0;
  const hourCount = (today.get(`hours.${hour}`) as number | undefined) ?? 0;

  let burst = hourCount > config.signupBurstPerHour;
  if (!burst && dayCount >= config.signupBurstDayMin) {
    const trailing = Array.from({ length: config.signupBurstTrailingDays }, (_, i) =>
      dayRef(dayKey(now - (i + 1) * 86_400_000)),
    );
    const days = await db.getAll(...trailing);
    const total = days.reduce((sum, d) => sum + ((d.get('count') as number | undefined) ?? 0), 0);
    burst = dayCount > config.signupBurstFactor * (total / trailing.length);
  }
  if (burst) {
    await raiseFraudFlag(
      db,
      { kind: 'signupBurst', affiliateUid, day, now },
      { atLeast: dayCount },
    );
  }
  return { burst };
}

/**
 * affiliateFlags/ownershipTransfer_{affiliateUid}_{companyId}: a company was handed to someone
 * who signed up through this affiliate's link (null when the new owner was not referred). The
 * referral stays frozen, so nothing is earned by it; the flag asks a super admin to look.
 */
export function ownershipTransferFlag(
  db: Firestore,
  input: { companyId: string; affiliateUid: string | null },
) {
  const { affiliateUid, companyId } = input;
  if (!affiliateUid) return null;
  return {
    ref: db
      .collection(programmeCollections.flags)
      .doc(`ownershipTransfer_${affiliateUid}_${companyId}`),
    doc: (now: number, newOwnerUid: string): AffiliateFlagDoc => ({
      affiliateUid,
      kind: 'ownershipTransfer',
      day: dayKey(now),
      count: 1,
      createdAt: now,
      status: 'open',
      companyId,
      note: `Ownership went to ${newOwnerUid}, who signed up through this affiliate's link. The company's referral did not move.`,
    }),
  };
}

/** Flag bookkeeping after a decision is stored: a failure is logged, never the sign-up's error. */
export async function logFailure(what: string, work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    logger.error(`affiliate fraud check failed: ${what}`, { error: String(error) });
  }
}

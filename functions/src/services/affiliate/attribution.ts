import { randomInt } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  type ProgrammeSettings,
} from '../../contracts/affiliate-programme';
import { mailNewReferral } from '../affiliate-mails/new-referral';
import { parseProgrammeSettings, programmeSettingsRef } from '../affiliate-programme/settings';
import { unreferredCompaniesOf } from './company-referral';
import type { AffiliateConfig } from './config';
import {
  attributionLimitRef,
  logFailure,
  raiseFraudFlag,
  recordAttributedSignup,
} from './fraud-flags';
import {
  collections,
  isCountingAffiliate,
  rollupShardRef,
  sessionConverter,
  type SessionDoc,
  type TouchPoint,
} from './store';
import { dayKey, sha256 } from './visit-fields';

export interface AttributionDeps {
  db: Firestore;
  auth: Auth;
  config: AffiliateConfig;
  now: number;
  /** The signing-up client's address (hashed with config.ipSalt; null: no per-client limit). */
  clientIp: string | null;
  /** The programme's window and model; read from affiliateProgramme/settings when absent. */
  terms?: AttributionTerms;
}

export type AttributionTerms = Pick<
  ProgrammeSettings,
  'attributionWindowDays' | 'attributionModel'
>;

type Outcome =
  | 'attributed'
  | 'no-session'
  | 'expired'
  | 'self-referral'
  | 'session-used'
  | 'affiliate-not-counting'
  | 'client-limit'
  | 'after-signup';

/**
 * How much later than the account's creation a touch may be and still count: the visit of the
 * page the sign-up lands on is tracked a moment after it, and the clocks of Auth and the
 * functions may differ a little.
 */
export const SIGNUP_CLOCK_SLACK_MS = 60_000;

/**
 * The programme's attribution window and model (affiliateProgramme/settings). Without a stored
 * settings document the model is the default one and the window AFFILIATE_ATTRIBUTION_WINDOW_DAYS.
 */
export async function readAttributionTerms(
  db: Firestore,
  config: AffiliateConfig,
): Promise<AttributionTerms> {
  const snap = await programmeSettingsRef(db).get();
  const settings = snap.exists
    ? parseProgrammeSettings(snap.data())
    : { ...DEFAULT_PROGRAMME_SETTINGS, attributionWindowDays: config.attributionWindowDays };
  return {
    attributionWindowDays: settings.attributionWindowDays,
    attributionModel: settings.attributionModel,
  };
}

/** How long a function instance reuses the terms it read (settings change rarely). */
const TERMS_CACHE_MS = 60_000;
let cachedTerms: { at: number; db: Firestore; terms: AttributionTerms } | null = null;

/**
 * readAttributionTerms, read at most once a minute per instance: every tracked visit answers
 * when its referral ends, and must not cost a settings read each.
 */
export async function liveAttributionTerms(
  db: Firestore,
  config: AffiliateConfig,
  now: number,
): Promise<AttributionTerms> {
  if (
    cachedTerms &&
    cachedTerms.db === db &&
    now - cachedTerms.at >= 0 &&
    now - cachedTerms.at < TERMS_CACHE_MS
  ) {
    return cachedTerms.terms;
  }
  const terms = await readAttributionTerms(db, config);
  cachedTerms = { at: now, db, terms };
  return terms;
}

/**
 * The touch a sign-up is credited to (pure). The session keeps its first and its latest touch:
 * `lastTouch` credits the latest one if it is inside the window; `firstTouch` credits the first
 * one if it is inside the window, else the latest one if that is (the earliest touch inside the
 * window the session still knows). A touch made after the account was created (beyond
 * SIGNUP_CLOCK_SLACK_MS) did not bring the person and is not credited: a link clicked after
 * signing up would otherwise hand the sign-up to whoever published it. Only a later touch of
 * the affiliate whose first touch came before the sign-up still counts (the visits the stored
 * affiliate keeps sending while the person uses the app, when attribution is retried later).
 * Otherwise `lastTouch` falls back to the first touch.
 */
export function creditedTouch(
  session: Pick<SessionDoc, 'firstTouch' | 'lastTouch'> | undefined,
  terms: AttributionTerms,
  now: number,
  signedUpAt: number | null = null,
): {
  touch: TouchPoint | null;
  outcome: 'attributed' | 'no-session' | 'expired' | 'after-signup';
} {
  const first = session?.firstTouch;
  if (!first) return { touch: null, outcome: 'no-session' };
  const last = session?.lastTouch ?? first;
  const inWindow = (t: TouchPoint) => now - t.at <= terms.attributionWindowDays * 86_400_000;
  const beforeSignup = (t: TouchPoint) =>
    signedUpAt === null || t.at <= signedUpAt + SIGNUP_CLOCK_SLACK_MS;
  const counts = (t: TouchPoint) =>
    beforeSignup(t) || (t.affiliateUid === first.affiliateUid && beforeSignup(first));
  const candidates = (
    terms.attributionModel === 'lastTouch' ? [counts(last) ? last : first] : [first, last]
  ).filter(counts);
  if (candidates.length === 0) return { touch: null, outcome: 'after-signup' };
  const touch = candidates.find(inWindow) ?? null;
  return touch ? { touch, outcome: 'attributed' } : { touch: null, outcome: 'expired' };
}

/**
 * Credits a new account to the affiliate of its session's touch, by the programme's window and
 * model. The decision is stored once (affiliateAttributions/{userId}) and returned again on every
 * later call, so the call is idempotent and a user can never be re-attributed. The caller check
 * (auth.uid == userId) happens in the callable.
 *
 * Farming limits: one affiliate gets at most `attributionsPerClientPerDay` sign-ups from one
 * client address a day (later ones are not attributed and raise an `attributionLimit` flag), and
 * attributed sign-ups are counted per hour and day to flag bursts (`signupBurst`).
 */
export async function processAttribution(
  input: { userId: string; sessionId: string },
  deps: AttributionDeps,
): Promise<{ attributed: boolean }> {
  const { db, config, now } = deps;
  const decisionRef = db.collection(collections.attributions).doc(input.userId);
  const existing = await decisionRef.get();
  if (existing.exists) return { attributed: existing.get('attributed') === true };

  const created = Date.parse((await deps.auth.getUser(input.userId)).metadata.creationTime);
  // Only a fresh sign-up is attributed; an old account gets no decision (and no write).
  if (!(now - created <= config.newAccountMaxAgeMs)) return { attributed: false };

  const terms = deps.terms ?? (await readAttributionTerms(db, config));
  const ipHash = deps.clientIp ? sha256(config.ipSalt, deps.clientIp) : null;
  const day = dayKey(now);
  const sessionRef = db.collection(collections.sessions).doc(input.sessionId);
  const result = await db.runTransaction(async (tx) => {
    const decision = await tx.get(decisionRef);
    const sessionSnap = await tx.get(sessionRef.withConverter(sessionConverter));
    if (decision.exists) {
      return { attributed: decision.get('attributed') === true, outcome: null, touch: null };
    }
    const session = sessionSnap.data();
    const credited = creditedTouch(session, terms, now, created);
    const touch = credited.touch;

    let outcome: Outcome = credited.outcome;
    if (touch && touch.affiliateUid === input.userId) outcome = 'self-referral';
    else if (touch && session?.convertedBy && session.convertedBy !== input.userId) {
      outcome = 'session-used';
    }
    // Suspended since, or a newer agreement not accepted yet: their link counts nothing.
    if (outcome === 'attributed' && touch && !(await isCountingAffiliate(db, touch.affiliateUid))) {
      outcome = 'affiliate-not-counting';
    }
    const limitRef =
      outcome === 'attributed' && touch && ipHash
        ? attributionLimitRef(db, touch.affiliateUid, ipHash, day)
        : null;
    const fromClient = limitRef
      ? (((await tx.get(limitRef)).get('count') as number | undefined) ?? 0)
      : 0;
    if (limitRef && fromClient >= config.attributionsPerClientPerDay) outcome = 'client-limit';
    const referCompanies = await unreferredCompaniesOf(tx, db, input.userId);

    const attributed = outcome === 'attributed';
    tx.set(decisionRef, {
      attributed,
      outcome,
      affiliateUid: touch?.affiliateUid ?? session?.firstTouch?.affiliateUid ?? null,
      model: terms.attributionModel,
      sessionId: input.sessionId,
      firstTouchAt: session?.firstTouch?.at ?? null,
      touchAt: touch?.at ?? null,
      at: now,
    });
    if (attributed && touch) {
      tx.set(sessionRef, { convertedBy: input.userId }, { merge: true });
      // Companies the person created before this decision was made are theirs to refer.
      referCompanies(touch.affiliateUid, now);
      tx.set(
        rollupShardRef(db, touch.affiliateUid, day, randomInt(config.rollupShards)),
        { affiliateUid: touch.affiliateUid, day, signups: FieldValue.increment(1) },
        { merge: true },
      );
      if (limitRef) {
        tx.set(limitRef, {
          count: fromClient + 1,
          expireAt: new Date(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000),
        });
      }
    }
    return { attributed, outcome, touch };
  });

  // Review flags, outside the decision's transaction (no contention between sign-ups).
  const affiliateUid = result.touch?.affiliateUid;
  if (affiliateUid && result.outcome === 'client-limit') {
    await logFailure(
      'attributionLimit',
      raiseFraudFlag(db, { kind: 'attributionLimit', affiliateUid, day, now }, { add: 1 }),
    );
  } else if (affiliateUid && result.attributed) {
    await logFailure('signupBurst', recordAttributedSignup(db, config, affiliateUid, now));
    // Only the call that created the decision gets here (a touch): the affiliate is told once.
    await mailNewReferral({ affiliateUid }, { db, auth: deps.auth, now });
  }
  return { attributed: result.attributed };
}

import { randomInt } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { AffiliateConfig } from './config';
import { collections, rollupShardRef, type SessionDoc } from './store';
import { dayKey } from './visit-fields';

export interface AttributionDeps {
  db: Firestore;
  auth: Auth;
  config: AffiliateConfig;
  now: number;
}

type Outcome = 'attributed' | 'no-session' | 'expired' | 'self-referral' | 'session-used';

/**
 * Credits a new account to the affiliate of its session's first touch. The decision is stored
 * once (affiliateAttributions/{userId}) and returned again on every later call, so the call is
 * idempotent and a user can never be re-attributed. The caller check (auth.uid == userId)
 * happens in the callable.
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

  const sessionRef = db.collection(collections.sessions).doc(input.sessionId);
  return db.runTransaction(async (tx) => {
    const decision = await tx.get(decisionRef);
    const sessionSnap = await tx.get(sessionRef);
    if (decision.exists) return { attributed: decision.get('attributed') === true };
    const session = sessionSnap.data() as SessionDoc | undefined;
    const first = session?.firstTouch;
    const windowMs = config.attributionWindowDays * 86_400_000;

    let outcome: Outcome = 'attributed';
    if (!first) outcome = 'no-session';
    else if (now - first.at > windowMs) outcome = 'expired';
    else if (first.affiliateUid === input.userId) outcome = 'self-referral';
    else if (session?.convertedBy && session.convertedBy !== input.userId) outcome = 'session-used';

    const attributed = outcome === 'attributed';
    tx.set(decisionRef, {
      attributed,
      outcome,
      affiliateUid: first?.affiliateUid ?? null,
      sessionId: input.sessionId,
      firstTouchAt: first?.at ?? null,
      at: now,
    });
    if (attributed && first) {
      tx.set(sessionRef, { convertedBy: input.userId }, { merge: true });
      const day = dayKey(now);
      tx.set(
        rollupShardRef(db, first.affiliateUid, day, randomInt(config.rollupShards)),
        { affiliateUid: first.affiliateUid, day, signups: FieldValue.increment(1) },
        { merge: true },
      );
    }
    return { attributed };
  });
}

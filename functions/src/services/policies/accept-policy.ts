import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PolicyKind } from '../../contracts/policies';
import { policyConverter, policyRef } from './store';

/**
 * Records the caller's acceptance of a policy version. Only the current version can be
 * accepted: a user who read an older text (a new one was published meanwhile) is told so.
 * Accepting the same version again keeps the first time.
 */
export async function acceptPolicy(
  input: { uid: string; kind: PolicyKind; version: number },
  deps: { db: Firestore; now: number },
): Promise<{ kind: PolicyKind; version: number; acceptedAt: number }> {
  const { db, now } = deps;
  const userRef = db.collection('users').doc(input.uid);
  return db.runTransaction(async (tx) => {
    const policy = (await tx.get(policyRef(db, input.kind).withConverter(policyConverter))).data();
    if (!policy) throw new HttpsError('not-found', 'This policy has not been published.');
    if (policy.currentVersion !== input.version) {
      throw new HttpsError(
        'failed-precondition',
        'A newer version was published while you were reading. Please review it.',
      );
    }
    const user = await tx.get(userRef);
    const previous = user.get(`policyAcceptances.${input.kind}`) as
      { version: number; acceptedAt: number } | undefined;
    if (previous?.version === input.version) return { kind: input.kind, ...previous };
    const acceptance = { version: input.version, acceptedAt: now };
    tx.set(userRef, { policyAcceptances: { [input.kind]: acceptance } }, { merge: true });
    return { kind: input.kind, ...acceptance };
  });
}

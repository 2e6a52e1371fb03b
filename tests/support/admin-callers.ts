import type { CallableInput, CallableName } from '@contracts/callables';
import { getFirestore } from 'firebase-admin/firestore';
import { callerFor, type AnswerTo } from './callable-client';
import { adminAuth, createSignedInUser } from './users';
import { untilNextSecond } from './next-second';

/** Who every super-admin action is tried as: allowed, and the three that must be refused. */
export type AdminCallerRole = 'superAdmin' | 'plain' | 'stringClaim' | 'revoked';

export interface AdminCaller<N extends CallableName> {
  uid: string;
  email: string;
  /** Answers with the exact output of the action named in the body (no casts in tests). */
  call: <const I extends CallableInput<N>>(input: I) => Promise<AnswerTo<N, I>>;
}

/**
 * Four signed-in clients of the callable `name`: a super admin, a plain user, a user whose claim
 * is the string "true", and a super admin whose refresh tokens were revoked after signing in.
 * Call in `beforeAll` (and `closeCallers` in `afterAll`).
 */
export async function adminCallers<N extends CallableName>(
  name: N,
): Promise<Record<AdminCallerRole, AdminCaller<N>>> {
  const callerAs = async (claims?: Record<string, unknown>): Promise<AdminCaller<N>> => {
    const user = await createSignedInUser(claims);
    const call = await callerFor(user);
    return { uid: user.uid, email: user.email, call: (input) => call(name, input) };
  };
  const [superAdmin, plain, stringClaim, revoked] = await Promise.all([
    callerAs({ superAdmin: true }),
    callerAs(),
    callerAs({ superAdmin: 'true' }),
    callerAs({ superAdmin: true }),
  ]);
  // A super admin signed in through the app has a users mirror saying so (the session endpoint
  // writes it): what rules and the announcement sender check.
  await getFirestore()
    .doc(`users/${superAdmin.uid}`)
    .set({ email: superAdmin.email, superAdmin: true, disabled: false }, { merge: true });
  await untilNextSecond();
  await adminAuth.revokeRefreshTokens(revoked.uid);
  return { superAdmin, plain, stringClaim, revoked };
}

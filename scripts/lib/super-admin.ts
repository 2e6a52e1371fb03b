import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { userMirrorFromAuth } from '../../functions/src/contracts/user-mirror';

export type ClaimAction = 'grant' | 'revoke';

/**
 * Grants or revokes the `superAdmin` claim, keeping any other claims, and rewrites the user's
 * users/{uid} mirror from the changed record: the Firestore rules honour the claim only while
 * the mirror says superAdmin too (an ID token minted before a revoke lives up to an hour). A
 * revoke also revokes the user's refresh tokens: their session cookie stops working at once. A
 * grant needs no sign-out: the app refreshes the token when the user next opens an admin page.
 */
export async function setSuperAdmin(
  auth: Auth,
  db: Firestore,
  email: string,
  action: ClaimAction,
): Promise<{ uid: string; claims: Record<string, unknown> }> {
  const user = await auth.getUserByEmail(email);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (action === 'grant') claims.superAdmin = true;
  else delete claims.superAdmin;
  // A revoke reaches the mirror first: should the Auth change fail, access is gone already.
  const mirror = db.doc(`users/${user.uid}`);
  if (action === 'revoke') await mirror.set({ superAdmin: false }, { merge: true });
  await auth.setCustomUserClaims(user.uid, claims);
  if (action === 'revoke') await auth.revokeRefreshTokens(user.uid);
  const record = await auth.getUser(user.uid);
  await mirror.set(userMirrorFromAuth(record), { merge: true });
  return { uid: user.uid, claims };
}

import type { Auth } from 'firebase-admin/auth';

export type ClaimAction = 'grant' | 'revoke';

/**
 * Grants or revokes the `superAdmin` claim, keeping any other claims. A revoke also revokes the
 * user's refresh tokens: their session cookie stops working at once and their ID token within
 * the hour, instead of an admin token living on. A grant needs no sign-out: the app refreshes
 * the token when the user next opens an admin page.
 */
export async function setSuperAdmin(
  auth: Auth,
  email: string,
  action: ClaimAction,
): Promise<{ uid: string; claims: Record<string, unknown> }> {
  const user = await auth.getUserByEmail(email);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (action === 'grant') claims.superAdmin = true;
  else delete claims.superAdmin;
  await auth.setCustomUserClaims(user.uid, claims);
  if (action === 'revoke') await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, claims };
}

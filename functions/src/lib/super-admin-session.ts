import { HttpsError } from 'firebase-functions/v2/https';
import { isSuperAdminClaim, signedInWithSecondFactor } from '../contracts/claims';
import { adminAuth, db } from './admin';
import { refusal } from './refusal';

/** What a verified super-admin session is judged by. */
export interface VerifiedSession {
  /** The account's custom claims **as Auth holds them now**, not as the token carries them. */
  claims: Record<string, unknown>;
  /** Whether the token was signed in with a second factor (`firebase.sign_in_second_factor`). */
  secondFactor: boolean;
}

/**
 * Verifies an ID token with revocation checked (`verifyIdToken(token, true)`: a disabled account
 * or revoked sessions fail) and answers the account's current claims: a claim removed outside the
 * product (the console, a script) without revoking tokens stops counting at once, not when the
 * token expires.
 */
export type VerifyIdToken = (token: string) => Promise<VerifiedSession>;

async function defaultVerify(token: string): Promise<VerifiedSession> {
  const decoded = await adminAuth.verifyIdToken(token, true);
  const claims = (await adminAuth.getUser(decoded.uid)).customClaims ?? {};
  if (isSuperAdminClaim(decoded) && !isSuperAdminClaim(claims)) {
    // Removed outside the product: the mirror the rules read learns it now (best effort; the
    // maintenance job corrects it too).
    await db
      .collection('users')
      .doc(decoded.uid)
      .set({ superAdmin: false }, { merge: true })
      .catch(() => undefined);
  }
  return { claims, secondFactor: signedInWithSecondFactor(decoded) };
}

function bearerToken(headers: Record<string, unknown> | undefined): string | null {
  const header = headers?.authorization;
  const value = typeof header === 'string' ? header : null;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Super-admin calls re-verify the caller's ID token with revocation checked and read the claim
 * from the Auth record, so an admin whose sessions were revoked, whose account was disabled or
 * whose claim was removed (revoked tokens or not) is refused at once rather than when their
 * token expires. The session must also have been signed in with a second factor: one phished
 * password is not enough to run the product.
 */
export async function requireLiveSuperAdmin(
  rawRequest: { headers?: Record<string, unknown> } | undefined,
  verify: VerifyIdToken = defaultVerify,
): Promise<void> {
  const token = bearerToken(rawRequest?.headers);
  if (!token) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  let session: VerifiedSession;
  try {
    session = await verify(token);
  } catch {
    throw new HttpsError('unauthenticated', 'Your session has ended. Please sign in again.');
  }
  if (!isSuperAdminClaim(session.claims)) {
    throw new HttpsError('permission-denied', 'Super Admin access required');
  }
  if (!session.secondFactor) {
    throw refusal(
      { reason: 'secondFactorRequired' },
      'Super admins must sign in with a second factor (two-step verification).',
    );
  }
}

/**
 * Whether a claim of super admin on a call open to every signed-in user still holds: some of
 * those calls widen what a super admin may read (another affiliate's earnings or analytics), so
 * a revoked admin's unexpired token (or a session without its second factor) must not keep that.
 */
export async function isLiveSuperAdmin(
  rawRequest: { headers?: Record<string, unknown> } | undefined,
  verify: VerifyIdToken = defaultVerify,
): Promise<boolean> {
  try {
    await requireLiveSuperAdmin(rawRequest, verify);
    return true;
  } catch {
    return false;
  }
}

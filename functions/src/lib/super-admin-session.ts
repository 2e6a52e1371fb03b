import { HttpsError } from 'firebase-functions/v2/https';
import { isSuperAdminClaim } from '../contracts/claims';
import { adminAuth } from './admin';

/** Verifies an ID token with revocation checked (`verifyIdToken(token, true)`). */
export type VerifyIdToken = (token: string) => Promise<Record<string, unknown>>;

async function defaultVerify(token: string): Promise<Record<string, unknown>> {
  return (await adminAuth.verifyIdToken(token, true)) as unknown as Record<string, unknown>;
}

function bearerToken(headers: Record<string, unknown> | undefined): string | null {
  const header = headers?.authorization;
  const value = typeof header === 'string' ? header : null;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Super-admin calls re-verify the caller's ID token with revocation checked, so an admin whose
 * sessions were revoked (or whose claim was removed and tokens revoked) is refused at once rather
 * than when their token expires. The claim is read again from the verified token.
 */
export async function requireLiveSuperAdmin(
  rawRequest: { headers?: Record<string, unknown> } | undefined,
  verify: VerifyIdToken = defaultVerify,
): Promise<void> {
  const token = bearerToken(rawRequest?.headers);
  if (!token) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  let claims: Record<string, unknown>;
  try {
    claims = await verify(token);
  } catch {
    throw new HttpsError('unauthenticated', 'Your session has ended. Please sign in again.');
  }
  if (!isSuperAdminClaim(claims)) {
    throw new HttpsError('permission-denied', 'Super Admin access required');
  }
}

/**
 * Whether a claim of super admin on a call open to every signed-in user still holds: some of
 * those calls widen what a super admin may read (another affiliate's earnings or analytics), so
 * a revoked admin's unexpired token must not keep that until it expires.
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

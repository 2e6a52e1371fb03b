/** The only custom claim the product uses; entitlements live in Firestore. */
export const SUPER_ADMIN_CLAIM = 'superAdmin';

/** SPEC §5: admin paths need the claim to be exactly `true` (not "true", not 1). */
export function isSuperAdminClaim(claims: Record<string, unknown> | null | undefined): boolean {
  return claims?.[SUPER_ADMIN_CLAIM] === true;
}

/**
 * Whether an ID token was signed in with a second factor (Firebase Auth multi-factor sets
 * `firebase.sign_in_second_factor`, e.g. "phone" or "totp"). Super admins need one.
 */
export function signedInWithSecondFactor(
  token: Record<string, unknown> | null | undefined,
): boolean {
  const firebase = token?.firebase;
  if (typeof firebase !== 'object' || firebase === null) return false;
  const factor = (firebase as { sign_in_second_factor?: unknown }).sign_in_second_factor;
  return typeof factor === 'string' && factor.length > 0;
}

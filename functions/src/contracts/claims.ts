/** The only custom claim the product uses; entitlements live in Firestore. */
export const SUPER_ADMIN_CLAIM = 'superAdmin';

/** SPEC §5: admin paths need the claim to be exactly `true` (not "true", not 1). */
export function isSuperAdminClaim(claims: Record<string, unknown> | null | undefined): boolean {
  return claims?.[SUPER_ADMIN_CLAIM] === true;
}

/**
 * Which plan a company's entitlements grant, with no imports, so public pages (pricing) can
 * tell without pulling zod in (billing.ts re-exports these next to its schemas).
 */

/** plans/free: the plan of a company without a paid subscription (its seats are the default). */
export const FREE_PLAN_ID = 'free';

/**
 * A plan given at no charge by a super admin (`adminBillingOperations.grantComplimentary`) until
 * `graceUntil`; a real subscription's webhook replaces it.
 */
export const COMPLIMENTARY_STATUS = 'complimentary';

/**
 * Whether entitlements grant their plan right now: trialing and active do; past_due and a
 * complimentary grant do until `graceUntil`; every other status means the free plan. A grace
 * period (and a grant) ends without any new event, so readers ask this (with the current time)
 * instead of trusting `seats` alone.
 */
export function grantsPlan(
  entitlements: { status: string; graceUntil: number | null },
  now: number,
): boolean {
  const { status, graceUntil } = entitlements;
  if (status === 'trialing' || status === 'active') return true;
  return (
    (status === 'past_due' || status === COMPLIMENTARY_STATUS) &&
    graceUntil !== null &&
    now < graceUntil
  );
}

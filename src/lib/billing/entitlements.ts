import type { Entitlements } from '@contracts/billing';
import { FREE_PLAN_ID, grantsPlan } from '@contracts/plan-grants';

/**
 * The plan rules the app derives from a company's entitlements (`companies/{id}.entitlements`,
 * written only by the billing webhook; read by `toEntitlements` in lib/companies/company-model.ts).
 * The seat rules (`seatLimit`, `seatsInUse`) are the shared contract's, `@contracts/seats`, which
 * the functions enforce: import them from there.
 */

/** Whether the entitlements grant their (paid) plan right now; see `grantsPlan`. */
export function grantsPaidPlan(entitlements: Entitlements | null, now: number): boolean {
  return !!entitlements && entitlements.planId !== FREE_PLAN_ID && grantsPlan(entitlements, now);
}

/**
 * The plan the company is on now: the entitlements' plan while they grant it (trialing, active,
 * past_due within its grace), else the free plan (no entitlements, free, canceled, unpaid…).
 */
export function currentPlanId(entitlements: Entitlements | null, now: number): string {
  return entitlements && grantsPlan(entitlements, now) ? entitlements.planId : FREE_PLAN_ID;
}

/**
 * Whether the company has a subscription that is not over (a complimentary grant is none). Such a company changes plan or seats
 * in the billing portal: the functions refuse a second checkout.
 */
export function hasLiveSubscription(entitlements: Entitlements | null): boolean {
  if (!entitlements) return false;
  const { status } = entitlements;
  // A complimentary grant is no subscription: the owner may still buy one.
  return (
    status !== 'free' &&
    status !== 'complimentary' &&
    status !== 'canceled' &&
    status !== 'incomplete_expired'
  );
}

import { FREE_PLAN_ID, grantsPlan, type Entitlements } from '@contracts/billing';
import { DEFAULT_SEAT_LIMIT } from '@/config/companies';

/**
 * The rules the app derives from a company's entitlements (`companies/{id}.entitlements`, written
 * only by the billing webhook; read by `toEntitlements` in lib/companies/company-model.ts). Every
 * page asks these helpers, so the app and the functions (`seatLimit` in
 * functions/src/services/companies/seats.ts) agree.
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
 * Whether the company has a subscription that is not over. Such a company changes plan or seats
 * in the billing portal: the functions refuse a second checkout.
 */
export function hasLiveSubscription(entitlements: Entitlements | null): boolean {
  if (!entitlements) return false;
  const { status } = entitlements;
  return status !== 'free' && status !== 'canceled' && status !== 'incomplete_expired';
}

/**
 * THE seat limit of a company: `entitlements.seats` while the entitlements grant their plan
 * (trialing, active, past_due until `graceUntil`), else the free plan's seats. A grace period ends
 * without any new event, which is why this asks the clock.
 */
export function seatLimit(
  entitlements: Entitlements | null,
  now: number,
  freePlanSeats: number = DEFAULT_SEAT_LIMIT,
): number {
  return entitlements && grantsPlan(entitlements, now) ? entitlements.seats : freePlanSeats;
}

/** Seat-holding invitations: pending email invitations that have not expired (links hold none). */
export interface SeatHolder {
  kind: 'email' | 'link';
  status: string;
  expiresAt: number;
}

/** Seats in use: every member plus every pending, unexpired email invitation. */
export function seatsInUse(
  memberCount: number,
  invitations: readonly SeatHolder[],
  now: number,
): number {
  return (
    memberCount +
    invitations.filter((i) => i.kind === 'email' && i.status === 'pending' && i.expiresAt > now)
      .length
  );
}

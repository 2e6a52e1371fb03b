import type { Entitlements } from './billing';
import { grantsPlan } from './plan-grants';

/**
 * The seat rules of a company, the one place that states them. The functions enforce them
 * (services/companies/seats.ts, billing's checkout) and the app shows them (lib/billing), both
 * through these pure helpers. Plain functions over plain data: no Firestore, no clock of their own.
 */

/**
 * The free plan's seats when `plans/free` names none: the limit of a company whose entitlements
 * grant no plan is the free plan's `limits.seats`, read by the functions
 * (services/companies/free-plan-seats.ts) and by the app from the public plans.
 */
export const COMPANY_FREE_PLAN_SEATS = 5;

/**
 * Entitlements as stored on `companies/{id}.entitlements`, read defensively: the webhook writes
 * the full `Entitlements`, but an operator may set `{ seats }` by hand.
 */
export interface StoredEntitlements {
  seats?: unknown;
  status?: unknown;
  graceUntil?: unknown;
}

/** Entitlements set by hand without a status count as granted: they read as this status. */
export const UNSET_ENTITLEMENTS_STATUS = 'active' satisfies Entitlements['status'];

/** A usable seat count: a positive whole number, else null. */
export function seatCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * How many seats a company's plan allows now: `entitlements.seats` while the entitlements grant
 * their plan (`grantsPlan`: trialing, active, past_due within its grace, a complimentary grant
 * until it ends; no status at all counts as granted), else the free plan's seats. A grace period ends without any new event, which is
 * why this asks the time. Lowering the seats below the seats in use removes nobody: only new
 * invitations and joins are refused until the company fits again.
 */
export function seatLimit(
  entitlements: StoredEntitlements | null | undefined,
  now: number,
  freePlanSeats: number = COMPANY_FREE_PLAN_SEATS,
): number {
  const seats = seatCount(entitlements?.seats);
  if (seats === null) return freePlanSeats;
  // A default applies only to a missing status: any other value is checked (and refused) as is.
  const { status = UNSET_ENTITLEMENTS_STATUS, graceUntil } = entitlements ?? {};
  const granted = grantsPlan(
    {
      status: status as Entitlements['status'],
      graceUntil: typeof graceUntil === 'number' ? graceUntil : null,
    },
    now,
  );
  return granted ? seats : freePlanSeats;
}

/** What decides whether an invitation holds a seat. */
export interface SeatHolder {
  kind: 'email' | 'link';
  status: string;
  expiresAt: number;
}

/** A pending email invitation holds a seat until it expires; links hold none. */
export function holdsSeat(invitation: SeatHolder, now: number): boolean {
  return (
    invitation.kind === 'email' && invitation.status === 'pending' && invitation.expiresAt > now
  );
}

/** Seats in use: every member plus every invitation that holds a seat. */
export function seatsInUse(
  memberCount: number,
  invitations: readonly SeatHolder[],
  now: number,
): number {
  return memberCount + invitations.filter((invitation) => holdsSeat(invitation, now)).length;
}

/** Whether one more person fits: the seats in use plus this one stay within the limit. */
export function hasFreeSeat(inUse: number, limit: number): boolean {
  return inUse + 1 <= limit;
}

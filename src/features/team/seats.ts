import type { Entitlements } from '@contracts/billing';
import { seatLimit, seatsInUse } from '@/lib/billing/entitlements';
import type { Invitation } from '@/lib/companies/company-model';

export interface SeatUsage {
  used: number;
  limit: number;
  full: boolean;
}

/**
 * Seats taken against the plan's seats. Taken: every member, plus every email invitation still
 * waiting for an answer (it holds a seat until it is accepted, declined, revoked or expires);
 * link invitations hold none. The limit follows the entitlements (`seatLimit`: the plan's seats
 * while trialing, active or past due within its grace, else the free plan's).
 */
export function seatUsage(
  memberCount: number,
  pending: readonly Invitation[],
  entitlements: Entitlements | null,
  now: number,
): SeatUsage {
  const used = seatsInUse(memberCount, pending, now);
  const limit = seatLimit(entitlements, now);
  return { used, limit, full: used >= limit };
}

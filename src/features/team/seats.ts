import type { Entitlements } from '@contracts/billing';
import { hasFreeSeat, seatLimit, seatsInUse } from '@contracts/seats';
import type { Invitation } from '@/lib/companies/company-model';

export interface SeatUsage {
  used: number;
  limit: number;
  full: boolean;
}

/**
 * Seats taken against the plan's seats, by the shared rules (`@contracts/seats`, as the functions
 * count them): every member plus every pending, unexpired email invitation (links hold none),
 * against `seatLimit` (the plan's seats while it is granted, else the free plan's). Full: nobody
 * else can be invited or join.
 */
export function seatUsage(
  memberCount: number,
  pending: readonly Invitation[],
  entitlements: Entitlements | null,
  now: number,
  /** The free plan's seats (useFreePlanSeats): the limit when no paid plan is granted. */
  freePlanSeats: number,
): SeatUsage {
  const used = seatsInUse(memberCount, pending, now);
  const limit = seatLimit(entitlements, now, freePlanSeats);
  return { used, limit, full: !hasFreeSeat(used, limit) };
}

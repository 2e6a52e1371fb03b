import { describe, expect, it } from 'vitest';
import type { Entitlements } from './billing';
import {
  COMPANY_FREE_PLAN_SEATS,
  hasFreeSeat,
  holdsSeat,
  seatCount,
  seatLimit,
  seatsInUse,
  type SeatHolder,
} from './seats';

const NOW = Date.UTC(2026, 5, 1);
const DAY = 86_400_000;

describe('seatLimit: the plan’s seats while it is granted, else the free plan’s', () => {
  it.each<[string, Partial<Entitlements> | null, number]>([
    ['no entitlements', null, COMPANY_FREE_PLAN_SEATS],
    ['trialing', { seats: 20, status: 'trialing' }, 20],
    ['active', { seats: 20, status: 'active' }, 20],
    ['past due within the grace', { seats: 20, status: 'past_due', graceUntil: NOW + DAY }, 20],
    ['past due at the grace’s end', { seats: 20, status: 'past_due', graceUntil: NOW }, 5],
    ['past due after the grace', { seats: 20, status: 'past_due', graceUntil: NOW - 1 }, 5],
    ['past due without a grace', { seats: 20, status: 'past_due', graceUntil: null }, 5],
    ['canceled', { seats: 20, status: 'canceled' }, 5],
    ['unpaid', { seats: 20, status: 'unpaid' }, 5],
    ['paused', { seats: 20, status: 'paused' }, 5],
    ['incomplete', { seats: 20, status: 'incomplete' }, 5],
    ['incomplete_expired', { seats: 20, status: 'incomplete_expired' }, 5],
    ['free', { seats: 5, status: 'free' }, 5],
    [
      'complimentary until later',
      { seats: 30, status: 'complimentary', graceUntil: NOW + DAY },
      30,
    ],
    ['complimentary at its end', { seats: 30, status: 'complimentary', graceUntil: NOW }, 5],
    ['complimentary after its end', { seats: 30, status: 'complimentary', graceUntil: NOW - 1 }, 5],
    ['complimentary without an end', { seats: 30, status: 'complimentary', graceUntil: null }, 5],
  ])('%s', (_name, entitlements, seats) => {
    expect(seatLimit(entitlements, NOW)).toBe(seats);
  });

  it('counts entitlements without a status (set by hand) as granted', () => {
    expect(seatLimit({ seats: 25 }, NOW)).toBe(25);
    expect(seatLimit({ seats: 25, graceUntil: NOW - 1 }, NOW)).toBe(25);
  });

  it('falls back to the free plan for unusable seat counts or unknown statuses', () => {
    expect(seatLimit(undefined, NOW)).toBe(5);
    expect(seatLimit({ seats: 'lots' }, NOW)).toBe(5);
    expect(seatLimit({ seats: 0, status: 'active' }, NOW)).toBe(5);
    expect(seatLimit({ seats: 2.5 }, NOW)).toBe(5);
    expect(seatLimit({ seats: 25, status: 'bogus' }, NOW)).toBe(5);
    expect(seatLimit({ seats: 25, status: null }, NOW)).toBe(5);
  });

  it('uses the free plan’s seats it is given', () => {
    expect(seatLimit(null, NOW, 3)).toBe(3);
    expect(seatLimit({ seats: 20, status: 'canceled' }, NOW, 3)).toBe(3);
    expect(seatLimit({ seats: 20, status: 'active' }, NOW, 3)).toBe(20);
  });

  it('reads seat counts as positive whole numbers', () => {
    expect(seatCount(12)).toBe(12);
    expect(seatCount(0)).toBeNull();
    expect(seatCount(-1)).toBeNull();
    expect(seatCount('12')).toBeNull();
  });
});

describe('seats in use', () => {
  const invitation = (patch: Partial<SeatHolder> = {}): SeatHolder => ({
    kind: 'email',
    status: 'pending',
    expiresAt: NOW + DAY,
    ...patch,
  });

  it('a pending, unexpired email invitation holds a seat; links and answered ones do not', () => {
    expect(holdsSeat(invitation(), NOW)).toBe(true);
    expect(holdsSeat(invitation({ expiresAt: NOW }), NOW)).toBe(false);
    expect(holdsSeat(invitation({ kind: 'link' }), NOW)).toBe(false);
    expect(holdsSeat(invitation({ status: 'revoked' }), NOW)).toBe(false);
    expect(holdsSeat(invitation({ status: 'accepted' }), NOW)).toBe(false);
  });

  it('counts members and seat-holding invitations', () => {
    const invitations = [
      invitation(),
      invitation({ expiresAt: NOW - 1 }),
      invitation({ kind: 'link' }),
      invitation({ status: 'accepted' }),
    ];
    expect(seatsInUse(3, invitations, NOW)).toBe(4);
    expect(seatsInUse(3, [], NOW)).toBe(3);
  });

  it('has a free seat while one more person stays within the limit', () => {
    expect(hasFreeSeat(4, 5)).toBe(true);
    expect(hasFreeSeat(5, 5)).toBe(false);
    expect(hasFreeSeat(6, 5)).toBe(false);
  });
});

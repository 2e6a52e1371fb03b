import type { Entitlements } from '@contracts/billing';
import { seatLimit } from '@contracts/seats';
import { describe, expect, it } from 'vitest';
import { toEntitlements } from '../companies/company-model';
import { currentPlanId, grantsPaidPlan, hasLiveSubscription } from './entitlements';
import { planStatusView } from './plan-status';

const NOW = Date.UTC(2026, 5, 1);
const DAY = 86_400_000;

const team = (patch: Partial<Entitlements> = {}): Entitlements => ({
  planId: 'team',
  status: 'active',
  seats: 20,
  interval: 'month',
  currentPeriodEnd: NOW + 20 * DAY,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  updatedAt: NOW - DAY,
  ...patch,
});

// The seat rules' own table is functions/src/contracts/seats.test.ts; this one checks them
// against the entitlements as the app reads them.
describe('seatLimit of the app’s entitlements: the plan’s seats while granted, else the free plan’s', () => {
  it.each<[string, Entitlements | null, number]>([
    ['no entitlements', null, 5],
    ['trialing', team({ status: 'trialing' }), 20],
    ['active', team(), 20],
    ['past due within the grace', team({ status: 'past_due', graceUntil: NOW + DAY }), 20],
    ['past due after the grace', team({ status: 'past_due', graceUntil: NOW - 1 }), 5],
    ['past due without a grace', team({ status: 'past_due', graceUntil: null }), 5],
    ['canceled', team({ status: 'canceled', planId: 'free', seats: 5 }), 5],
    ['unpaid', team({ status: 'unpaid' }), 5],
    ['paused', team({ status: 'paused' }), 5],
    ['incomplete', team({ status: 'incomplete' }), 5],
  ])('%s', (_name, entitlements, seats) => {
    expect(seatLimit(entitlements, NOW)).toBe(seats);
  });

  it('uses the free plan’s seats it is given', () => {
    expect(seatLimit(null, NOW, 3)).toBe(3);
    expect(seatLimit(team({ status: 'canceled' }), NOW, 3)).toBe(3);
  });
});

describe('the current plan', () => {
  it('is the granted plan, else free', () => {
    expect(currentPlanId(null, NOW)).toBe('free');
    expect(currentPlanId(team(), NOW)).toBe('team');
    expect(currentPlanId(team({ status: 'canceled', planId: 'free' }), NOW)).toBe('free');
    expect(currentPlanId(team({ status: 'past_due', graceUntil: NOW - 1 }), NOW)).toBe('free');
    expect(grantsPaidPlan(team({ status: 'trialing' }), NOW)).toBe(true);
    expect(grantsPaidPlan(team({ planId: 'free', status: 'free' }), NOW)).toBe(false);
  });

  it('knows when changes must go through the portal (a subscription that is not over)', () => {
    expect(hasLiveSubscription(null)).toBe(false);
    expect(hasLiveSubscription(team())).toBe(true);
    expect(hasLiveSubscription(team({ status: 'unpaid' }))).toBe(true);
    expect(hasLiveSubscription(team({ status: 'canceled' }))).toBe(false);
    expect(hasLiveSubscription(team({ status: 'incomplete_expired' }))).toBe(false);
    expect(hasLiveSubscription(team({ status: 'complimentary', graceUntil: NOW + DAY }))).toBe(
      false,
    );
  });

  it('grants a complimentary plan until its end', () => {
    const grant = team({ status: 'complimentary', graceUntil: NOW + DAY, interval: null });
    expect(currentPlanId(grant, NOW)).toBe('team');
    expect(seatLimit(grant, NOW)).toBe(20);
    expect(currentPlanId(grant, NOW + DAY)).toBe('free');
    expect(seatLimit(grant, NOW + DAY)).toBe(5);
    expect(toEntitlements({ ...grant, mrrCents: 0 })).toEqual({ ...grant, mrrCents: 0 });
  });
});

describe('toEntitlements', () => {
  it('reads the field defensively', () => {
    expect(toEntitlements(undefined)).toBeNull();
    expect(toEntitlements({ seats: 0 })).toBeNull();
    expect(toEntitlements(team())).toEqual(team());
    // Set by hand without a status: granted, as the functions count it.
    expect(toEntitlements({ seats: 12 })).toMatchObject({
      planId: 'free',
      status: 'active',
      seats: 12,
      interval: null,
      currentPeriodEnd: null,
    });
    expect(seatLimit(toEntitlements({ seats: 12 }), NOW)).toBe(12);
    // A status nobody knows grants nothing, as the functions count it: the free plan.
    expect(toEntitlements({ seats: 12, status: 'gifted' })).toBeNull();
    expect(seatLimit(toEntitlements({ seats: 12, status: 'gifted' }), NOW)).toBe(5);
  });
});

describe('planStatusView', () => {
  const date = (ms: number) =>
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(ms);

  it('says nothing on the free plan', () => {
    expect(planStatusView(null, NOW)).toMatchObject({ badge: null, period: null });
  });

  it('shows a trial with its end', () => {
    const view = planStatusView(team({ status: 'trialing' }), NOW);
    expect(view.badge).toBe('Trial');
    expect(view.period).toEqual({ label: 'Trial ends', at: NOW + 20 * DAY });
  });

  it('shows an active plan with its renewal', () => {
    const view = planStatusView(team(), NOW);
    expect(view.badge).toBe('Active');
    expect(view.period?.label).toBe('Renews on');
  });

  it('shows a cancellation at the period end', () => {
    const view = planStatusView(team({ cancelAtPeriodEnd: true }), NOW);
    expect(view.badge).toBe(`Cancels on ${date(NOW + 20 * DAY)}`);
    expect(view.tone).toBe('warning');
    expect(view.period?.label).toBe('Ends on');
  });

  it('asks for a new payment method during the grace, and says the plan is lost after it', () => {
    const within = planStatusView(team({ status: 'past_due', graceUntil: NOW + 3 * DAY }), NOW);
    expect(within.badge).toBe('Past due');
    expect(within.detail).toContain(`update your payment method by ${date(NOW + 3 * DAY)}`);
    const after = planStatusView(team({ status: 'past_due', graceUntil: NOW - 1 }), NOW);
    expect(after.badge).toBe('Payment failed');
    expect(after.detail).toMatch(/Free plan/);
  });

  it('shows a complimentary plan with its end, and says when it has ended', () => {
    const grant = team({ status: 'complimentary', graceUntil: NOW + 3 * DAY });
    const view = planStatusView(grant, NOW);
    expect(view.badge).toBe('Complimentary');
    expect(view.period).toEqual({ label: 'Complimentary until', at: NOW + 3 * DAY });
    const ended = planStatusView(grant, NOW + 3 * DAY);
    expect(ended.badge).toBeNull();
    expect(ended.detail).toContain(`ended on ${date(NOW + 3 * DAY)}`);
  });

  it('explains an ended subscription', () => {
    const view = planStatusView(team({ status: 'canceled', planId: 'free' }), NOW);
    expect(view.badge).toBeNull();
    expect(view.detail).toMatch(/ended/);
  });
});

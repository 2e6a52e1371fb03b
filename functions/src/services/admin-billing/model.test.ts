import { describe, expect, it } from 'vitest';
import { planProblems, type PlanInput } from '../../contracts/admin-billing';
import { grantsPlan, type PlanDoc } from '../../contracts/billing';
import { seatLimit } from '../../contracts/seats';
import {
  complimentaryEntitlements,
  decodeCursor,
  encodeCursor,
  freePlanProblem,
  planDocFrom,
  sharedPriceIds,
  subscriptionRowOf,
} from './model';

const NOW = Date.UTC(2026, 5, 1);
const DAY = 86_400_000;

const input = (patch: Partial<PlanInput> = {}): PlanInput => ({
  planId: 'pro',
  name: 'Pro',
  description: '',
  features: [],
  limits: { seats: 20 },
  prices: {
    month: { amount: 1500, providerPriceId: '' },
    year: { amount: 15000, providerPriceId: 'price_real_yearly' },
  },
  currency: 'usd',
  trialDays: 0,
  active: true,
  order: 3,
  ...patch,
});

describe('planProblems: a paid plan needs provider price ids with real keys', () => {
  it('refuses a paid price without an id in stripe mode', () => {
    const doc = planDocFrom(input(), 'stripe');
    expect(planProblems(doc, null, 'stripe')).toEqual([
      { path: 'prices.month.providerPriceId', message: expect.stringMatching(/monthly price id/) },
    ]);
  });

  it('accepts it in test mode, with a made-up test price id', () => {
    const doc = planDocFrom(input(), 'test');
    expect(planProblems(doc, null, 'test')).toEqual([]);
    expect(doc.prices.month?.providerPriceId).toBe('price_pro_monthly');
    expect(doc.prices.year?.providerPriceId).toBe('price_real_yearly');
    expect(doc).not.toHaveProperty('planId');
  });

  it('refuses a changed amount on the same provider price in stripe mode', () => {
    const before = planDocFrom(
      input({ prices: { month: null, year: { amount: 100, providerPriceId: 'p1' } } }),
      'stripe',
    );
    const next = planDocFrom(
      input({ prices: { month: null, year: { amount: 200, providerPriceId: 'p1' } } }),
      'stripe',
    );
    expect(planProblems(next, before, 'stripe')[0]?.path).toBe('prices.year.providerPriceId');
    expect(planProblems(next, before, 'test')).toEqual([]);
  });

  it('accepts a free plan in any mode', () => {
    const free = planDocFrom(input({ prices: { month: null, year: null } }), 'stripe');
    expect(planProblems(free, null, 'stripe')).toEqual([]);
  });
});

describe('plan checks', () => {
  const doc = (patch: Partial<PlanDoc>) => ({ ...planDocFrom(input(), 'test'), ...patch });
  it('keeps the Free plan offered and without prices', () => {
    expect(
      freePlanProblem('free', doc({ active: false, prices: { month: null, year: null } })),
    ).toMatch(/retired/);
    expect(freePlanProblem('free', doc({}))).toMatch(/no prices/);
    expect(freePlanProblem('free', doc({ prices: { month: null, year: null } }))).toBeNull();
    expect(freePlanProblem('pro', doc({ active: false }))).toBeNull();
  });

  it('finds price ids another plan uses', () => {
    const other = {
      id: 'team',
      plan: doc({
        prices: { month: { amount: 1, providerPriceId: 'price_real_yearly' }, year: null },
      }),
    };
    expect(sharedPriceIds('pro', doc({}), [other])).toEqual(['price_real_yearly']);
    expect(sharedPriceIds('team', other.plan, [other])).toEqual([]);
  });
});

describe('cursor', () => {
  it('round-trips and refuses what is not one', () => {
    expect(decodeCursor(encodeCursor('Acme', 'c1'))).toEqual(['Acme', 'c1']);
    expect(decodeCursor(encodeCursor(12, 'c2'))).toEqual([12, 'c2']);
    expect(decodeCursor('garbage')).toBeNull();
    expect(decodeCursor(Buffer.from('[1,2,3]').toString('base64url'))).toBeNull();
  });
});

describe('subscription rows', () => {
  it('reads a company without entitlements as free', () => {
    expect(subscriptionRowOf('c', { name: 'C', memberCount: 2 }, false, NOW)).toMatchObject({
      planId: 'free',
      status: 'free',
      granted: false,
      seatsUsed: 2,
      seatsPaid: null,
      mrrCents: 0,
    });
  });

  it('says whether past_due still grants its plan', () => {
    const row = (graceUntil: number) =>
      subscriptionRowOf(
        'c',
        {
          name: 'C',
          entitlements: {
            planId: 'team',
            status: 'past_due',
            seats: 4,
            graceUntil,
            mrrCents: 4800,
          },
        },
        true,
        NOW,
      );
    expect(row(NOW + DAY)).toMatchObject({
      granted: true,
      seatsPaid: 4,
      mrrCents: 4800,
      hasSubscription: true,
    });
    expect(row(NOW - 1).granted).toBe(false);
  });
});

describe('complimentary grant', () => {
  it('gives the seats until the end, no revenue, then the free plan', () => {
    const grant = complimentaryEntitlements('business', 40, 30, NOW);
    expect(grant).toMatchObject({
      status: 'complimentary',
      seats: 40,
      mrrCents: 0,
      graceUntil: NOW + 30 * DAY,
    });
    expect(grantsPlan(grant, NOW + 30 * DAY - 1)).toBe(true);
    expect(seatLimit(grant, NOW + 30 * DAY - 1)).toBe(40);
    expect(grantsPlan(grant, NOW + 30 * DAY)).toBe(false);
    expect(seatLimit(grant, NOW + 30 * DAY)).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { project, type Assumptions, type ProjectionMonth } from './projection';

/** 1,000 visits × 10% × 10% = 10 new paying companies a month at $50, no churn, paid at once. */
const base: Assumptions = {
  monthlyVisits: 1000,
  visitGrowth: 0,
  visitToSignup: 0.1,
  signupToPaid: 0.1,
  arpcCents: 5000,
  monthlyChurn: 0,
  commissionType: 'flat',
  ratePercent: 20,
  flatAmountCents: 2000,
  recurringMonths: 12,
  holdDays: 0,
  minimumPayoutCents: 0,
  affiliates: 1,
};

/** One cohort only: visits fall by 100% after the first month. */
const oneCohort = (overrides: Partial<Assumptions>): Assumptions => ({
  ...base,
  visitGrowth: -1,
  ...overrides,
});

const column = (months: ProjectionMonth[], key: keyof ProjectionMonth) =>
  months.map((m) => Math.round(m[key] * 1e6) / 1e6);

describe('project', () => {
  it('flat commission: once per new paying company, revenue from every active one', () => {
    const { months, totals } = project(base, 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({
      month: 1,
      visits: 1000,
      signups: 100,
      newPaying: 10,
      active: 10,
      revenueCents: 50_000,
      commissionsCents: 20_000,
      payoutsCents: 20_000,
      netRevenueCents: 30_000,
    });
    expect(months[2]).toMatchObject({
      active: 30,
      revenueCents: 150_000,
      commissionsCents: 20_000,
    });
    // 10 × (1 + 2 + … + 12) = 780 company-months at $50.
    expect(totals.revenueCents).toBeCloseTo(3_900_000, 6);
    expect(totals.commissionsCents).toBeCloseTo(240_000, 6);
    expect(totals.netRevenueCents).toBeCloseTo(3_660_000, 6);
    expect(totals).toMatchObject({ newPaying: 120, activeAtEnd: 120, owedAtEndCents: 0 });
  });

  it('percentage commission stops after the recurring months; null earns for the lifetime', () => {
    const twelve = project(oneCohort({ commissionType: 'percentage', arpcCents: 10_000 }), 24);
    // 10 companies × $100 × 20% = $200 a month for months 1–12, nothing from month 13.
    expect(column(twelve.months, 'commissionsCents')).toEqual([
      ...Array<number>(12).fill(20_000),
      ...Array<number>(12).fill(0),
    ]);
    expect(column(twelve.months, 'revenueCents')).toEqual(Array<number>(24).fill(100_000));
    expect(twelve.totals.commissionsCents).toBeCloseTo(240_000, 6);
    expect(twelve.months[12]?.netRevenueCents).toBeCloseTo(100_000, 6);

    const lifetime = project(
      oneCohort({ commissionType: 'percentage', arpcCents: 10_000, recurringMonths: null }),
      24,
    );
    expect(lifetime.totals.commissionsCents).toBeCloseTo(480_000, 6);
    const three = project(
      oneCohort({ commissionType: 'percentage', arpcCents: 10_000, recurringMonths: 3 }),
      12,
    );
    expect(three.totals.commissionsCents).toBeCloseTo(60_000, 6);
  });

  it('churn decays each cohort from its second month', () => {
    const decay = project(oneCohort({ monthlyChurn: 0.1 }), 12);
    expect(column(decay.months, 'active').slice(0, 3)).toEqual([10, 9, 8.1]);
    expect(decay.months[2]?.revenueCents).toBeCloseTo(40_500, 6);
    expect(decay.totals.activeAtEnd).toBeCloseTo(10 * 0.9 ** 11, 9);

    // A steady 10 a month at 50% churn: 10, 15, 17.5 (approaching 20).
    const steady = project({ ...base, monthlyChurn: 0.5 }, 12);
    expect(column(steady.months, 'active').slice(0, 3)).toEqual([10, 15, 17.5]);
    // Percentage commissions follow the churned revenue.
    const paid = project({ ...base, monthlyChurn: 0.5, commissionType: 'percentage' }, 12);
    expect(paid.months[1]?.commissionsCents).toBeCloseTo(15 * 5000 * 0.2, 6);
  });

  it('hold days shift payouts: 30 days by a month, 15 days split half and half', () => {
    const month = project({ ...base, holdDays: 30 }, 12);
    expect(column(month.months, 'payoutsCents').slice(0, 3)).toEqual([0, 20_000, 20_000]);
    expect(month.totals.payoutsCents).toBeCloseTo(220_000, 6);
    expect(month.totals.owedAtEndCents).toBeCloseTo(20_000, 6);

    const half = project({ ...base, holdDays: 15 }, 12);
    expect(column(half.months, 'payoutsCents').slice(0, 3)).toEqual([10_000, 20_000, 20_000]);
    const fortyFive = project(oneCohort({ holdDays: 45 }), 12);
    // The one cohort's $200 (month 1) is paid half in month 2 and half in month 3.
    expect(column(fortyFive.months, 'payoutsCents').slice(0, 4)).toEqual([0, 10_000, 10_000, 0]);
    // Commissions earned and net revenue do not move with the hold.
    expect(month.totals.commissionsCents).toBeCloseTo(240_000, 6);
    expect(month.totals.netRevenueCents).toBeCloseTo(3_660_000, 6);
  });

  it('minimum payout: balances below it roll over to the next month', () => {
    // $200 a month over 2 affiliates is $100 each, below $150: paid every second month.
    const rolled = project({ ...base, minimumPayoutCents: 15_000, affiliates: 2 }, 12);
    expect(column(rolled.months, 'payoutsCents').slice(0, 4)).toEqual([0, 40_000, 0, 40_000]);
    expect(rolled.totals.payoutsCents).toBeCloseTo(240_000, 6);
    // One affiliate with $200 is above the minimum: paid every month.
    const single = project({ ...base, minimumPayoutCents: 15_000 }, 12);
    expect(column(single.months, 'payoutsCents').slice(0, 2)).toEqual([20_000, 20_000]);
  });

  it('grows visits monthly and keeps the horizon', () => {
    const grown = project({ ...base, visitGrowth: 0.5 }, 24);
    expect(grown.months).toHaveLength(24);
    expect(column(grown.months, 'visits').slice(0, 3)).toEqual([1000, 1500, 2250]);
    expect(column(grown.months, 'newPaying').slice(0, 3)).toEqual([10, 15, 22.5]);
  });
});

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
  planMix: [],
  rateTiers: [],
};

/** One cohort only: visits fall by 100% after the first month. */
const oneCohort = (overrides: Partial<Assumptions>): Assumptions => ({
  ...base,
  visitGrowth: -1,
  ...overrides,
});

const column = (months: ProjectionMonth[], key: keyof ProjectionMonth) =>
  months.map((m) => {
    const value = m[key];
    return value === null ? null : Math.round(value * 1e6) / 1e6;
  });

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
      payingReferralsPerAffiliate: 10,
      commissionableCents: 0,
      effectiveRatePercent: null,
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

  it('a tier raises the rate from the month the average affiliate reaches it', () => {
    // 10 new paying companies a month at $50, 20%, 25% from the 11th paying referral.
    const tiered = { ...base, commissionType: 'percentage' as const };
    const tiers = [{ fromPayingReferrals: 11, ratePercent: 25 }];
    const one = project({ ...tiered, rateTiers: tiers }, 12);
    // One affiliate: 10 paying referrals in month 1, 20 in month 2, so the tier from month 2.
    expect(column(one.months, 'payingReferralsPerAffiliate').slice(0, 3)).toEqual([10, 20, 30]);
    expect(column(one.months, 'effectiveRatePercent').slice(0, 3)).toEqual([20, 25, 25]);
    expect(column(one.months, 'commissionsCents').slice(0, 3)).toEqual([10_000, 25_000, 37_500]);
    const without = project(tiered, 12);
    expect(column(without.months, 'commissionsCents').slice(0, 2)).toEqual([10_000, 20_000]);
    expect(one.totals.commissionsCents).toBeGreaterThan(without.totals.commissionsCents);
    // Two affiliates share them: 5, 10, 15 each, so the tier only from month 3.
    const two = project({ ...tiered, rateTiers: tiers, affiliates: 2 }, 12);
    expect(column(two.months, 'effectiveRatePercent').slice(0, 3)).toEqual([20, 20, 25]);
    // The highest tier reached applies; churn does not take a paying referral back.
    const steps = project(
      {
        ...tiered,
        monthlyChurn: 0.5,
        rateTiers: [...tiers, { fromPayingReferrals: 30, ratePercent: 40 }],
      },
      12,
    );
    expect(column(steps.months, 'effectiveRatePercent').slice(0, 3)).toEqual([20, 25, 40]);
  });

  it("weighs each plan's rate by its share, and a tier never lowers a better plan rate", () => {
    const percentage = { ...base, commissionType: 'percentage' as const };
    const business = { name: 'Business', share: 0.5, ratePercent: 30 };
    // Half on Business at 30%, half at the programme's 20%: 25%.
    const mixed = project({ ...percentage, planMix: [business] }, 12);
    expect(mixed.months[0]?.effectiveRatePercent).toBeCloseTo(25, 9);
    expect(mixed.months[0]?.commissionsCents).toBeCloseTo(10 * 5000 * 0.25, 6);
    expect(mixed.totals.effectiveRatePercent).toBeCloseTo(25, 9);
    // From the tier (25% from the 11th) the rest earn 25%, Business keeps its 30%: 27.5%.
    const tiered = project(
      {
        ...percentage,
        planMix: [business],
        rateTiers: [{ fromPayingReferrals: 11, ratePercent: 25 }],
      },
      12,
    );
    expect(column(tiered.months, 'effectiveRatePercent').slice(0, 2)).toEqual([25, 27.5]);
    // The horizon's rate is commissions ÷ commissionable revenue: month 1 at 25%, the rest 27.5%.
    const commissionable = tiered.totals.commissionableCents;
    expect(tiered.totals.effectiveRatePercent).toBeCloseTo(
      (100 * tiered.totals.commissionsCents) / commissionable,
      9,
    );
    expect(tiered.totals.effectiveRatePercent).toBeGreaterThan(27);
    // Shares over 100% are scaled to a weighted average, never above the best rate.
    const over = project(
      { ...percentage, planMix: [business, { name: 'Team', share: 1, ratePercent: 10 }] },
      12,
    );
    expect(over.months[0]?.effectiveRatePercent).toBeCloseTo((0.5 * 30 + 1 * 10) / 1.5, 9);
  });

  it('flat commissions ignore plan rates and tiers', () => {
    const flat = project(
      {
        ...base,
        planMix: [{ name: 'Business', share: 1, ratePercent: 30 }],
        rateTiers: [{ fromPayingReferrals: 2, ratePercent: 50 }],
      },
      12,
    );
    expect(flat.totals.commissionsCents).toBeCloseTo(240_000, 6);
    expect(flat.months[1]?.effectiveRatePercent).toBeNull();
    expect(flat.totals.effectiveRatePercent).toBeNull();
  });
});

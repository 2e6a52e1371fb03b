import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import { describe, expect, it } from 'vitest';
import { estimateEarnings } from './earnings';

const percent = { ...DEFAULT_PROGRAMME_SETTINGS, ratePercent: 20, recurringMonths: 12 };

describe('estimateEarnings', () => {
  it('a percentage for 12 months: each month adds a cohort, all still earning in month 12', () => {
    // 5 customers × $30 × 20% = $30 per cohort-month.
    const e = estimateEarnings(percent, { customersPerMonth: 5, monthlyPriceCents: 3000 });
    expect(e.firstMonthCents).toBe(3000);
    expect(e.monthTwelveCents).toBe(12 * 3000);
    expect(e.firstYearCents).toBe(78 * 3000); // 1 + 2 + … + 12 cohorts
  });

  it('a short duration caps the cohorts that still earn', () => {
    const e = estimateEarnings(
      { ...percent, recurringMonths: 3 },
      { customersPerMonth: 1, monthlyPriceCents: 1000 },
    );
    expect(e.firstMonthCents).toBe(200);
    expect(e.monthTwelveCents).toBe(600);
    // months: 1, 2, then 3 cohorts for 10 months = 1 + 2 + 30 = 33 cohort-months.
    expect(e.firstYearCents).toBe(33 * 200);
  });

  it('a lifetime commission earns on every cohort', () => {
    const e = estimateEarnings(
      { ...percent, recurringMonths: null },
      { customersPerMonth: 2, monthlyPriceCents: 1250 },
    );
    expect(e.monthTwelveCents).toBe(2 * 12 * 250);
    expect(e.firstYearCents).toBe(2 * 78 * 250);
  });

  it('a flat amount is earned once per new customer, whatever the price', () => {
    const e = estimateEarnings(
      { ...percent, commissionType: 'flat', flatAmountCents: 5000 },
      { customersPerMonth: 3, monthlyPriceCents: 99_900 },
    );
    expect(e).toEqual({
      firstMonthCents: 15_000,
      monthTwelveCents: 15_000,
      firstYearCents: 180_000,
    });
  });

  it('rounds to the cent once, and treats empty or negative inputs as zero', () => {
    const e = estimateEarnings(
      { ...percent, ratePercent: 12.5 },
      { customersPerMonth: 1, monthlyPriceCents: 999 },
    );
    expect(e.firstMonthCents).toBe(125); // 124.875
    expect(e.firstYearCents).toBe(Math.round(78 * 124.875));
    expect(
      estimateEarnings(percent, { customersPerMonth: -4, monthlyPriceCents: Number.NaN }),
    ).toEqual({ firstMonthCents: 0, monthTwelveCents: 0, firstYearCents: 0 });
  });
});

import type { ProgrammeSettings } from '@contracts/affiliate-programme';

export interface EarningsInput {
  /** New paying customers referred each month. */
  customersPerMonth: number;
  /** What one customer pays a month, in cents. */
  monthlyPriceCents: number;
}

export interface Earnings {
  /** Commission earned in the first month. */
  firstMonthCents: number;
  /** Commission earned in month 12 (the monthly figure once a year of referrals add up). */
  monthTwelveCents: number;
  /** Commission earned over the first twelve months. */
  firstYearCents: number;
}

type Terms = Pick<
  ProgrammeSettings,
  'commissionType' | 'ratePercent' | 'flatAmountCents' | 'recurringMonths'
>;

/**
 * What the calculator shows, month by month: each month's new customers pay from the month they
 * arrive. A percentage earns `rate × price` per paying customer for `recurringMonths` months of
 * each customer (every month for a lifetime commission); a flat amount is earned once per new
 * customer. Amounts are in cents, rounded once at the end.
 */
export function estimateEarnings(terms: Terms, input: EarningsInput): Earnings {
  const customers = Math.max(0, Math.floor(input.customersPerMonth || 0));
  const price = Math.max(0, input.monthlyPriceCents || 0);
  const inMonth = (month: number): number => {
    if (terms.commissionType === 'flat') return customers * terms.flatAmountCents;
    const earning = Math.min(month, terms.recurringMonths ?? Number.POSITIVE_INFINITY);
    return customers * earning * price * (terms.ratePercent / 100);
  };
  let year = 0;
  for (let month = 1; month <= 12; month += 1) year += inMonth(month);
  return {
    firstMonthCents: Math.round(inMonth(1)),
    monthTwelveCents: Math.round(inMonth(12)),
    firstYearCents: Math.round(year),
  };
}

import type { CommissionType } from '@contracts/affiliate-programme';

/** A month in the projection is 30 days (hold days shift payouts by holdDays ÷ 30 months). */
export const PROJECTION_MONTH_DAYS = 30;
export const HORIZON_MIN = 12;
export const HORIZON_MAX = 24;

/** One scenario's assumptions. Rates are fractions (0.05 = 5%), money is in cents. */
export interface Assumptions {
  /** Affiliate visits in the first month. */
  monthlyVisits: number;
  /** Visits grow by this fraction each month (compounding; may be negative). */
  visitGrowth: number;
  /** Sign-ups per visit. */
  visitToSignup: number;
  /** Paying companies per sign-up (they start paying in the month they sign up). */
  signupToPaid: number;
  /** Monthly revenue per paying company. */
  arpcCents: number;
  /** Fraction of paying companies that leave each month (from their second month). */
  monthlyChurn: number;
  commissionType: CommissionType;
  /** `percentage`: percent (0–100) of each month's revenue of a referred company. */
  ratePercent: number;
  /** `flat`: paid once per new paying company. */
  flatAmountCents: number;
  /** Months of revenue, from the first, that earn a percentage; null: for the lifetime. */
  recurringMonths: number | null;
  /** Days a commission is held before it is payable. */
  holdDays: number;
  /** Balances below this roll over (approximated with `affiliates` equal balances; 0: none). */
  minimumPayoutCents: number;
  /** Affiliates sharing the commissions, for the minimum payout (at least 1). */
  affiliates: number;
}

export interface ProjectionMonth {
  month: number;
  visits: number;
  signups: number;
  /** Companies that start paying this month. */
  newPaying: number;
  /** Referred companies paying this month (after churn). */
  active: number;
  revenueCents: number;
  /** Commissions earned this month. */
  commissionsCents: number;
  /** Commissions paid this month: earned ones after the hold, above the minimum payout. */
  payoutsCents: number;
  /** Revenue less commissions earned. */
  netRevenueCents: number;
}

export interface ProjectionTotals {
  visits: number;
  signups: number;
  newPaying: number;
  /** Active referred companies in the last month. */
  activeAtEnd: number;
  revenueCents: number;
  commissionsCents: number;
  payoutsCents: number;
  netRevenueCents: number;
  /** Earned but not paid by the end (held, or below the minimum). */
  owedAtEndCents: number;
}

export interface Projection {
  months: ProjectionMonth[];
  totals: ProjectionTotals;
}

const clamp = (value: number, low: number, high: number) =>
  Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : low;

/**
 * The programme month by month over `horizon` months (pure, no rounding: display rounds).
 *
 * - visits(m) = monthlyVisits × (1 + visitGrowth)^(m−1); sign-ups = visits × visitToSignup;
 *   new paying companies = sign-ups × signupToPaid (fractions are kept: these are expectations).
 * - A cohort that starts paying in month k pays every month from k and keeps
 *   (1 − monthlyChurn)^(m−k) of its companies in month m. Active = the sum over cohorts;
 *   revenue = active × arpc.
 * - Commission, `percentage`: ratePercent of the revenue of cohorts in their first
 *   `recurringMonths` paying months (all months when null). `flat`: flatAmount per new paying
 *   company, once, in its first month.
 * - Payouts: commissions earned in month m are payable holdDays ÷ 30 months later; a fractional
 *   shift splits the amount between the two months it falls between (15 days: half the same
 *   month, half the next). With a minimum payout, payable amounts are spread evenly over
 *   `affiliates` balances and roll over until a balance reaches the minimum.
 * - Net revenue = revenue − commissions earned (accrual), per month and in total.
 */
export function project(input: Assumptions, horizon: number): Projection {
  const months = Math.round(clamp(horizon, 1, 120));
  const churn = clamp(input.monthlyChurn, 0, 1);
  const rate = clamp(input.ratePercent, 0, 100) / 100;
  const recurring = input.recurringMonths === null ? Infinity : Math.max(0, input.recurringMonths);
  const shift = Math.max(0, input.holdDays) / PROJECTION_MONTH_DAYS;
  const whole = Math.floor(shift);
  const part = shift - whole;
  const affiliates = Math.max(1, Math.floor(input.affiliates));
  const minimum = Math.max(0, input.minimumPayoutCents);

  const cohorts: number[] = [];
  const earned: number[] = [];
  const rows: ProjectionMonth[] = [];
  let carried = 0;
  for (let m = 0; m < months; m++) {
    const visits = Math.max(0, input.monthlyVisits) * Math.pow(1 + input.visitGrowth, m);
    const signups = visits * clamp(input.visitToSignup, 0, 1);
    const newPaying = signups * clamp(input.signupToPaid, 0, 1);
    cohorts.push(newPaying);

    let active = 0;
    let commissionable = 0;
    for (let k = 0; k <= m; k++) {
      const remaining = (cohorts[k] ?? 0) * Math.pow(1 - churn, m - k);
      active += remaining;
      if (m - k < recurring) commissionable += remaining;
    }
    const revenue = active * Math.max(0, input.arpcCents);
    const commissions =
      input.commissionType === 'flat'
        ? newPaying * Math.max(0, input.flatAmountCents)
        : commissionable * Math.max(0, input.arpcCents) * rate;
    earned.push(commissions);

    const payable =
      (earned[m - whole] ?? 0) * (1 - part) + (part > 0 ? (earned[m - whole - 1] ?? 0) * part : 0);
    carried += payable;
    let payouts = 0;
    if (minimum === 0 || carried / affiliates >= minimum) {
      payouts = carried;
      carried = 0;
    }
    rows.push({
      month: m + 1,
      visits,
      signups,
      newPaying,
      active,
      revenueCents: revenue,
      commissionsCents: commissions,
      payoutsCents: payouts,
      netRevenueCents: revenue - commissions,
    });
  }

  const sum = (key: keyof ProjectionMonth) => rows.reduce((total, row) => total + row[key], 0);
  const commissionsCents = sum('commissionsCents');
  const payoutsCents = sum('payoutsCents');
  return {
    months: rows,
    totals: {
      visits: sum('visits'),
      signups: sum('signups'),
      newPaying: sum('newPaying'),
      activeAtEnd: rows.at(-1)?.active ?? 0,
      revenueCents: sum('revenueCents'),
      commissionsCents,
      payoutsCents,
      netRevenueCents: sum('netRevenueCents'),
      owedAtEndCents: commissionsCents - payoutsCents,
    },
  };
}

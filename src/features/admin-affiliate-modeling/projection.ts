import type { CommissionType } from '@contracts/affiliate-programme';
import type { RateTier } from '@contracts/commission-rules';
import { effectiveRatePercent, type PlanShare } from './rates';

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
  /** `percentage`: percent (0–100) of each month's revenue of a company on no plan of `planMix`. */
  ratePercent: number;
  /** `percentage`: plans with a rate of their own and their share of the paying companies. */
  planMix: PlanShare[];
  /** `percentage`: volume tiers, reached by the average affiliate's paying referrals. */
  rateTiers: RateTier[];
  /** `flat`: paid once per new paying company. */
  flatAmountCents: number;
  /** Months of revenue, from the first, that earn a percentage; null: for the lifetime. */
  recurringMonths: number | null;
  /** Days a commission is held before it is payable. */
  holdDays: number;
  /** Balances below this roll over (approximated with `affiliates` equal balances; 0: none). */
  minimumPayoutCents: number;
  /**
   * Affiliates sharing the referrals and commissions (at least 1): the paying referrals per
   * affiliate that reach a tier, and the balances of the minimum payout.
   */
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
  /** New paying companies to date ÷ affiliates: what the tiers are checked against. */
  payingReferralsPerAffiliate: number;
  /** Revenue that earns a percentage (cohorts within their recurring months). */
  commissionableCents: number;
  /** The percent commissionable revenue earns this month (plan mix and tier); null for flat. */
  effectiveRatePercent: number | null;
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
  commissionableCents: number;
  /** Commissions ÷ commissionable revenue over the horizon; null for flat or without any. */
  effectiveRatePercent: number | null;
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

/** The month's figures that add up over the horizon. */
type SummedKey = Exclude<
  keyof ProjectionMonth,
  'month' | 'effectiveRatePercent' | 'payingReferralsPerAffiliate'
>;

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
 * - Commission, `percentage`: the month's effective rate (rates.ts) of the revenue of cohorts in
 *   their first `recurringMonths` paying months (all months when null). The rate weighs each
 *   plan's rate by its share of companies (the rest at ratePercent), raised to the tier reached by
 *   the average affiliate: new paying companies to date, this month's included, ÷ affiliates. Every
 *   affiliate is taken to be that average (real referrals bunch on a few, who reach tiers sooner),
 *   and a tier reached during a month applies to all of it. `flat`: flatAmount per new paying
 *   company, once, in its first month; plan rates and tiers do not apply (as in the ledger).
 * - Payouts: commissions earned in month m are payable holdDays ÷ 30 months later; a fractional
 *   shift splits the amount between the two months it falls between (15 days: half the same
 *   month, half the next). With a minimum payout, payable amounts are spread evenly over
 *   `affiliates` balances and roll over until a balance reaches the minimum.
 * - Net revenue = revenue − commissions earned (accrual), per month and in total.
 */
export function project(input: Assumptions, horizon: number): Projection {
  const months = Math.round(clamp(horizon, 1, 120));
  const churn = clamp(input.monthlyChurn, 0, 1);
  const rules = {
    ratePercent: clamp(input.ratePercent, 0, 100),
    planMix: input.planMix,
    rateTiers: input.rateTiers,
  };
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
  let payingToDate = 0;
  for (let m = 0; m < months; m++) {
    const visits = Math.max(0, input.monthlyVisits) * Math.pow(1 + input.visitGrowth, m);
    const signups = visits * clamp(input.visitToSignup, 0, 1);
    const newPaying = signups * clamp(input.signupToPaid, 0, 1);
    cohorts.push(newPaying);
    payingToDate += newPaying;
    const payingReferralsPerAffiliate = payingToDate / affiliates;

    let active = 0;
    let commissionable = 0;
    for (let k = 0; k <= m; k++) {
      const remaining = (cohorts[k] ?? 0) * Math.pow(1 - churn, m - k);
      active += remaining;
      if (m - k < recurring) commissionable += remaining;
    }
    const revenue = active * Math.max(0, input.arpcCents);
    const flat = input.commissionType === 'flat';
    const commissionableCents = flat ? 0 : commissionable * Math.max(0, input.arpcCents);
    const rate = flat ? null : effectiveRatePercent(rules, payingReferralsPerAffiliate);
    const commissions =
      rate === null
        ? newPaying * Math.max(0, input.flatAmountCents)
        : (commissionableCents * rate) / 100;
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
      payingReferralsPerAffiliate,
      commissionableCents,
      effectiveRatePercent: rate,
      commissionsCents: commissions,
      payoutsCents: payouts,
      netRevenueCents: revenue - commissions,
    });
  }

  const sum = (key: SummedKey) => rows.reduce((total, row) => total + row[key], 0);
  const commissionsCents = sum('commissionsCents');
  const commissionableCents = sum('commissionableCents');
  const payoutsCents = sum('payoutsCents');
  return {
    months: rows,
    totals: {
      visits: sum('visits'),
      signups: sum('signups'),
      newPaying: sum('newPaying'),
      activeAtEnd: rows.at(-1)?.active ?? 0,
      revenueCents: sum('revenueCents'),
      commissionableCents,
      effectiveRatePercent:
        input.commissionType === 'flat' || commissionableCents === 0
          ? null
          : (commissionsCents / commissionableCents) * 100,
      commissionsCents,
      payoutsCents,
      netRevenueCents: sum('netRevenueCents'),
      owedAtEndCents: commissionsCents - payoutsCents,
    },
  };
}

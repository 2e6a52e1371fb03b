import { reachedTier, type RateTier } from '@contracts/commission-rules';

/*
 * The ledger's rate rule (docs/domains/affiliate-programme.md "Rates") applied to a projection,
 * which knows no single invoice: the plan's rate, or the programme's, raised to the rate of the
 * tier the affiliate's paying referrals reach. Affiliates' overrides are deals with one person and
 * are not modelled.
 */

/** A plan's share of the referred paying companies and the rate its invoices earn. */
export interface PlanShare {
  /** A label only: the projection has one revenue per company whatever the plan. */
  name: string;
  /** Fraction of paying companies on the plan (0–1). */
  share: number;
  ratePercent: number;
}

/** What a scenario's percentage rate depends on. */
export interface RateRules {
  /** The programme's rate: the rest of the companies, on plans without a rate of their own. */
  ratePercent: number;
  planMix: readonly PlanShare[];
  rateTiers: readonly RateTier[];
}

const fraction = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** The share of paying companies on plans without a rate of their own (the programme's rate). */
export function otherPlansShare(planMix: readonly PlanShare[]): number {
  return Math.max(0, 1 - planMix.reduce((total, plan) => total + fraction(plan.share), 0));
}

/**
 * The percent a month's commissionable revenue earns when the average affiliate has
 * `payingReferrals` (new paying companies to date ÷ affiliates): each plan's share at its rate and
 * the rest at the programme's, each raised to the reached tier's rate when that pays more (a tier
 * never lowers a plan's better rate, as in the ledger). Shares over 100% in total are scaled down
 * so the rate stays a weighted average.
 */
export function effectiveRatePercent(rules: RateRules, payingReferrals: number): number {
  const floor = reachedTier(rules.rateTiers, payingReferrals)?.ratePercent ?? 0;
  const listed = rules.planMix.reduce((total, plan) => total + fraction(plan.share), 0);
  const scale = Math.max(1, listed);
  let rate = (otherPlansShare(rules.planMix) / scale) * Math.max(rules.ratePercent, floor);
  for (const plan of rules.planMix) {
    rate += (fraction(plan.share) / scale) * Math.max(plan.ratePercent, floor);
  }
  return rate;
}

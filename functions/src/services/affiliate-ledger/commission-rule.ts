import { reachedTier, type CommissionRule, type RateTier } from '../../contracts/commission-rules';

/**
 * Which rate a percentage commission is paid at (pure; decideCommission calls it). One rule:
 * 1. the affiliate's override rate, when their override sets one: it wins over everything;
 * 2. otherwise the invoice's plan's rate, or the programme's for a plan without one (or an
 *    invoice whose plan is unknown);
 * 3. raised to the rate of the highest tier the affiliate's paying referrals reach, when that
 *    tier pays more (a tier never lowers a plan's better rate).
 */

/** What the rate depends on besides the invoice's amount. */
export interface RateContext {
  /** The invoice's plan (null: unknown) and its name when the plans collection has it. */
  planId: string | null;
  planName?: string;
  /** The affiliate's paying referrals, the company whose invoice is decided included. */
  payingReferrals: number;
}

export interface PercentageTerms {
  ratePercent: number;
  /** The rate is the affiliate's override's. */
  rateFromOverride: boolean;
  planRates: Readonly<Record<string, number>>;
  rateTiers: readonly RateTier[];
}

export function percentageRule(terms: PercentageTerms, context: RateContext): CommissionRule {
  const known = {
    commissionType: 'percentage' as const,
    planId: context.planId,
    ...(context.planName === undefined ? {} : { planName: context.planName }),
    payingReferrals: context.payingReferrals,
  };
  if (terms.rateFromOverride) {
    return { ...known, source: 'override', ratePercent: terms.ratePercent };
  }
  const planRate = context.planId === null ? undefined : terms.planRates[context.planId];
  const base: CommissionRule =
    planRate === undefined
      ? { ...known, source: 'programme', ratePercent: terms.ratePercent }
      : { ...known, source: 'plan', ratePercent: planRate };
  const tier = reachedTier(terms.rateTiers, context.payingReferrals);
  if (tier && tier.ratePercent > (base.ratePercent ?? 0)) {
    return {
      ...known,
      source: 'tier',
      ratePercent: tier.ratePercent,
      tierFrom: tier.fromPayingReferrals,
    };
  }
  return base;
}

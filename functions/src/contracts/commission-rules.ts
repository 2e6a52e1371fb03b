import { z } from 'zod';

/**
 * Commission rules beyond one rate: per-plan rates, volume tiers, and the rule the ledger records
 * on each commission. The precedence, applied by decideCommission
 * (functions/src/services/affiliate-ledger/commission-rule.ts), is docs/domains/affiliate-programme.md
 * "Rates": the affiliate's override rate if set; otherwise the plan's rate (the programme's for a
 * plan without one), raised to a tier's rate when the affiliate's paying referrals reach it.
 */

export const ratePercentSchema = z.number().min(0).max(100);

/** A plan id as the plans collection names it. */
export const planIdSchema = z.string().min(1).max(64);

/** The most tiers a programme may have. */
export const MAX_RATE_TIERS = 10;

/**
 * A volume tier: from the `fromPayingReferrals`-th paying referral on (counting the company whose
 * invoice is decided), a percentage commission is at least `ratePercent`.
 */
export const rateTierSchema = z.object({
  fromPayingReferrals: z.number().int().min(2).max(1_000_000),
  ratePercent: ratePercentSchema,
});
export type RateTier = z.infer<typeof rateTierSchema>;

/** Why tiers are refused, or null: each starts later and pays more than the one before. */
export function tiersProblem(tiers: readonly RateTier[]): string | null {
  for (let i = 1; i < tiers.length; i++) {
    const [before, tier] = [tiers[i - 1], tiers[i]];
    if (!before || !tier) continue;
    if (tier.fromPayingReferrals <= before.fromPayingReferrals) {
      return 'Each tier must start at more paying referrals than the one before.';
    }
    if (tier.ratePercent <= before.ratePercent) {
      return 'Each tier must pay a higher rate than the one before.';
    }
  }
  return null;
}

/**
 * The tier with the highest rate among those `payingReferrals` reaches, or null. Here, not in the
 * ledger's service, so the what-if page (features/admin-affiliate-modeling) reaches tiers the way
 * the ledger does.
 */
export function reachedTier(tiers: readonly RateTier[], payingReferrals: number): RateTier | null {
  let best: RateTier | null = null;
  for (const tier of tiers) {
    if (
      tier.fromPayingReferrals <= payingReferrals &&
      (!best || tier.ratePercent > best.ratePercent)
    ) {
      best = tier;
    }
  }
  return best;
}

export const rateTiersSchema = z
  .array(rateTierSchema)
  .max(MAX_RATE_TIERS)
  .superRefine((tiers, ctx) => {
    const problem = tiersProblem(tiers);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Per-plan rates: plan id → percent. A plan not listed earns the programme's rate. */
export const planRatesSchema = z.record(planIdSchema, ratePercentSchema);

export const RULE_SOURCES = ['programme', 'plan', 'tier', 'override'] as const;
export type RuleSource = (typeof RULE_SOURCES)[number];

/**
 * The rule a commission was decided by, recorded on its ledger entry (the rule in force when the
 * invoice was paid; a later settings change never rewrites it).
 * - `source`: whose rate applied (`override` also for an override's flat amount).
 * - `ratePercent` (percentage) or `flatAmountCents` (flat, in the programme's currency).
 * - `planId` / `planName`: the invoice's plan when known, whatever the source.
 * - `tierFrom`: the tier's first paying referral when `source` is `tier`.
 * - `payingReferrals`: the affiliate's paying referrals, this company included.
 */
export const commissionRuleSchema = z.object({
  source: z.enum(RULE_SOURCES),
  commissionType: z.enum(['percentage', 'flat']),
  ratePercent: ratePercentSchema.optional(),
  flatAmountCents: z.number().int().min(0).optional(),
  planId: z.string().nullable(),
  planName: z.string().optional(),
  tierFrom: z.number().int().min(2).optional(),
  payingReferrals: z.number().int().min(0),
});
export type CommissionRule = z.infer<typeof commissionRuleSchema>;

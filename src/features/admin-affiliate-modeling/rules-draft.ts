import type { ProgrammeSettings } from '@contracts/affiliate-programme';
import { MAX_RATE_TIERS, tiersProblem, type RateTier } from '@contracts/commission-rules';
import { nameFromId } from '@/lib/billing/plans';
import type { PlanShare } from './rates';

/*
 * A scenario's volume tiers and plan mix as the form holds them (text, in display units), read
 * and checked here so model.ts keeps to the scalar assumptions.
 */

/** "From `from` paying referrals → `ratePercent`%". */
export interface TierDraft {
  from: string;
  ratePercent: string;
}

/** A plan with a rate of its own, its share of paying companies (%) and that rate (%). */
export interface PlanShareDraft {
  name: string;
  share: string;
  ratePercent: string;
}

export interface RulesDraft {
  tiers: TierDraft[];
  planMix: PlanShareDraft[];
}

/** The most plans the mix may list (the plans on offer are far fewer). */
export const MAX_PLAN_SHARES = 10;

type Row<T> = `${number}.${Extract<keyof T, string>}`;
/** Where a problem is shown: one field of a row, or the whole list (order, total share). */
export type RulesProblemKey =
  `tiers.${Row<TierDraft>}` | 'tiers' | `planMix.${Row<PlanShareDraft>}` | 'planMix';
export type RulesProblems = Partial<Record<RulesProblemKey, string>>;

const trim = (value: number) => String(Number(value.toFixed(2)));

/**
 * The settings' tiers and plan rates as form text. The funnel does not know which plans referred
 * companies are on, so the plans with a rate and the rest (at the programme's rate) start with
 * equal shares: a stated guess the admin replaces with their mix.
 */
export function rulesToDraft(settings: Pick<ProgrammeSettings, 'planRates' | 'rateTiers'>) {
  const plans = Object.entries(settings.planRates).slice(0, MAX_PLAN_SHARES);
  const share = trim(100 / (plans.length + 1));
  return {
    tiers: settings.rateTiers.map((tier) => ({
      from: String(tier.fromPayingReferrals),
      ratePercent: trim(tier.ratePercent),
    })),
    planMix: plans.map(([planId, rate]) => ({
      name: nameFromId(planId),
      share,
      ratePercent: trim(rate),
    })),
  } satisfies RulesDraft;
}

/** The row "Add a tier" appends: 10 referrals and 5 points past the last, as the settings page. */
export function nextTier(tiers: readonly TierDraft[]): TierDraft {
  const last = tiers.at(-1);
  const from = Number(last?.from);
  const rate = Number(last?.ratePercent);
  return {
    from: String(last && Number.isFinite(from) ? from + 10 : 11),
    ratePercent: last && Number.isFinite(rate) ? trim(Math.min(100, rate + 5)) : '',
  };
}

const tiersOf = (tiers: readonly TierDraft[]): RateTier[] =>
  tiers.map((tier) => ({
    fromPayingReferrals: Number(tier.from.trim()),
    ratePercent: Number(tier.ratePercent.trim()),
  }));

function numberProblem(text: string, min: number, max: number, whole = false): string | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return 'Enter a number.';
  if (whole && !Number.isInteger(value)) return 'Enter a whole number.';
  if (value < min) return `At least ${min}.`;
  if (value > max) return `At most ${max}.`;
  return null;
}

/** Every problem of the tiers and the plan mix; the list's own after its rows'. */
export function rulesProblems(draft: RulesDraft): RulesProblems {
  const problems: RulesProblems = {};
  const note = (key: RulesProblemKey, problem: string | null) => {
    if (problem) problems[key] = problem;
  };
  // The contract's bounds: a tier starts at the 2nd paying referral at the earliest.
  draft.tiers.forEach((tier, i) => {
    note(`tiers.${i}.from`, numberProblem(tier.from, 2, 1_000_000, true));
    note(`tiers.${i}.ratePercent`, numberProblem(tier.ratePercent, 0, 100));
  });
  if (draft.tiers.length > MAX_RATE_TIERS) note('tiers', `At most ${MAX_RATE_TIERS} tiers.`);
  else if (Object.keys(problems).length === 0) note('tiers', tiersProblem(tiersOf(draft.tiers)));

  draft.planMix.forEach((plan, i) => {
    note(`planMix.${i}.name`, plan.name.trim() === '' ? "Enter the plan's name." : null);
    note(`planMix.${i}.share`, numberProblem(plan.share, 0, 100));
    note(`planMix.${i}.ratePercent`, numberProblem(plan.ratePercent, 0, 100));
  });
  const total = draft.planMix.reduce((sum, plan) => sum + Number(plan.share.trim()), 0);
  // Slack for a float's error: 33.33 + 33.33 + 33.34 is not exactly 100.
  if (total > 100 + 1e-9)
    note('planMix', `The plans' shares add up to ${trim(total)}%: at most 100%.`);
  return problems;
}

/** The tiers and plan mix of a draft without problems (shares as fractions). */
export function rulesFromDraft(draft: RulesDraft): { rateTiers: RateTier[]; planMix: PlanShare[] } {
  return {
    rateTiers: tiersOf(draft.tiers),
    planMix: draft.planMix.map((plan) => ({
      name: plan.name.trim(),
      share: Number(plan.share.trim()) / 100,
      ratePercent: Number(plan.ratePercent.trim()),
    })),
  };
}

/** The settings' tiers and plan rates in words, for the current terms' line. */
export function rulesSummary(settings: Pick<ProgrammeSettings, 'planRates' | 'rateTiers'>) {
  const plans = Object.entries(settings.planRates).map(
    ([planId, rate]) => `${nameFromId(planId)} ${rate}%`,
  );
  const tiers = settings.rateTiers.map(
    (tier) => `${tier.ratePercent}% from ${tier.fromPayingReferrals} paying referrals`,
  );
  return [...plans, ...tiers].join('; ');
}

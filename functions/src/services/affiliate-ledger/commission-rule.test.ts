import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  programmeSettingsSchema,
  type ProgrammeSettings,
  type RateOverride,
} from '../../contracts/affiliate-programme';
import { ruleWords } from '../../contracts/commission-rule-words';
import { reachedTier, tiersProblem } from '../../contracts/commission-rules';
import { decideCommission, termsFor } from './commission';

/** 20% for everyone, 30% on Business, 25% from the 11th paying referral, 28% from the 50th. */
const programme: ProgrammeSettings = {
  ...DEFAULT_PROGRAMME_SETTINGS,
  ratePercent: 20,
  planRates: { business: 30 },
  rateTiers: [
    { fromPayingReferrals: 11, ratePercent: 25 },
    { fromPayingReferrals: 50, ratePercent: 28 },
  ],
};

function commission(
  payingReferrals: number,
  options: { planId?: string | null; override?: RateOverride; settings?: ProgrammeSettings } = {},
) {
  const decision = decideCommission({
    terms: termsFor(options.settings ?? programme, options.override ?? null),
    base: 10_000,
    currency: 'usd',
    paidAt: Date.UTC(2026, 0, 1),
    firstCommissionAt: null,
    rates: { planId: options.planId === undefined ? 'team' : options.planId, payingReferrals },
  });
  if (decision.kind !== 'commission') throw new Error(`skipped: ${decision.reason}`);
  return decision;
}

describe('the rate of a percentage commission', () => {
  it('is the programme’s up to the 10th paying referral, the tier’s from the 11th', () => {
    expect(commission(10)).toMatchObject({
      amountCents: 2_000,
      rule: { source: 'programme', ratePercent: 20, planId: 'team', payingReferrals: 10 },
    });
    expect(commission(11)).toMatchObject({
      amountCents: 2_500,
      rule: { source: 'tier', ratePercent: 25, tierFrom: 11, payingReferrals: 11 },
    });
    expect(commission(49).rule).toMatchObject({ source: 'tier', tierFrom: 11 });
    expect(commission(50).rule).toMatchObject({ source: 'tier', ratePercent: 28, tierFrom: 50 });
  });

  it('is the plan’s own rate for a plan that has one, and the programme’s for one that has not', () => {
    expect(commission(1, { planId: 'business' })).toMatchObject({
      amountCents: 3_000,
      rule: { source: 'plan', ratePercent: 30, planId: 'business' },
    });
    expect(commission(1, { planId: null }).rule).toMatchObject({
      source: 'programme',
      planId: null,
    });
  });

  it('takes the higher of the plan’s rate and the tier’s', () => {
    // Business pays 30%: the 25% and 28% tiers do not lower it.
    expect(commission(60, { planId: 'business' }).rule).toMatchObject({
      source: 'plan',
      ratePercent: 30,
    });
    const cheapPlan = { ...programme, planRates: { team: 10 } };
    expect(commission(11, { settings: cheapPlan }).rule).toMatchObject({
      source: 'tier',
      ratePercent: 25,
    });
    expect(commission(10, { settings: cheapPlan }).rule).toMatchObject({
      source: 'plan',
      ratePercent: 10,
    });
  });

  it('is the override’s rate when it sets one, beating tiers and plan rates', () => {
    const override = { ratePercent: 15 };
    expect(commission(60, { override, planId: 'business' })).toMatchObject({
      amountCents: 1_500,
      rule: { source: 'override', ratePercent: 15, planId: 'business', payingReferrals: 60 },
    });
    // An override without a rate (only the duration) leaves the rate to the programme's rules.
    expect(commission(11, { override: { recurringMonths: null } }).rule.source).toBe('tier');
  });

  it('records a flat commission’s amount and whose it is; no tier or plan rate applies', () => {
    const flat = { ...programme, commissionType: 'flat' as const, flatAmountCents: 5_000 };
    expect(commission(60, { settings: flat, planId: 'business' })).toMatchObject({
      amountCents: 5_000,
      rule: { source: 'programme', commissionType: 'flat', flatAmountCents: 5_000 },
    });
    expect(
      commission(1, { settings: flat, override: { flatAmountCents: 7_000 } }).rule,
    ).toMatchObject({ source: 'override', flatAmountCents: 7_000 });
  });
});

describe('tiers', () => {
  it('reached: the best rate among the tiers the count reaches', () => {
    const tiers = programme.rateTiers;
    expect(reachedTier(tiers, 10)).toBeNull();
    expect(reachedTier(tiers, 11)?.ratePercent).toBe(25);
    expect(reachedTier(tiers, 1_000)?.ratePercent).toBe(28);
    expect(reachedTier([], 1_000)).toBeNull();
  });

  it('must ascend in both the start and the rate; rates are 0–100', () => {
    expect(tiersProblem(programme.rateTiers)).toBeNull();
    expect(
      tiersProblem([
        { fromPayingReferrals: 11, ratePercent: 25 },
        { fromPayingReferrals: 11, ratePercent: 30 },
      ]),
    ).toMatch(/more paying referrals/);
    expect(
      tiersProblem([
        { fromPayingReferrals: 11, ratePercent: 25 },
        { fromPayingReferrals: 20, ratePercent: 25 },
      ]),
    ).toMatch(/higher rate/);
    const parse = (rateTiers: unknown, planRates: unknown = {}) =>
      programmeSettingsSchema.safeParse({ ...DEFAULT_PROGRAMME_SETTINGS, rateTiers, planRates })
        .success;
    expect(parse([{ fromPayingReferrals: 11, ratePercent: 101 }])).toBe(false);
    expect(parse([{ fromPayingReferrals: 1, ratePercent: 25 }])).toBe(false);
    expect(
      parse([
        { fromPayingReferrals: 20, ratePercent: 25 },
        { fromPayingReferrals: 11, ratePercent: 30 },
      ]),
    ).toBe(false);
    expect(parse([], { team: -1 })).toBe(false);
    expect(parse([], { team: 35 })).toBe(true);
    // Settings stored before rules read as none.
    const { planRates: _p, rateTiers: _t, ...before } = DEFAULT_PROGRAMME_SETTINGS;
    expect(programmeSettingsSchema.parse(before)).toMatchObject({ planRates: {}, rateTiers: [] });
  });

  it('words a recorded rule for a ledger line', () => {
    const base = { commissionType: 'percentage' as const, planId: 'team', payingReferrals: 11 };
    expect(ruleWords({ ...base, source: 'tier', ratePercent: 25, tierFrom: 11 })).toBe(
      '25% · tier from 11 paying referrals',
    );
    expect(
      ruleWords({
        ...base,
        source: 'plan',
        ratePercent: 30,
        planId: 'business',
        planName: 'Business',
      }),
    ).toBe('30% · Business plan rate');
    expect(ruleWords({ ...base, source: 'programme', ratePercent: 20 })).toBe(
      '20% · programme rate',
    );
    expect(ruleWords({ ...base, source: 'override', ratePercent: 15 })).toBe('15% · personal rate');
    expect(ruleWords({ ...base, source: 'override', ratePercent: 15 }, 'admin')).toBe(
      '15% · rate override (11 paying referrals)',
    );
  });
});

import type { Funnel } from '@contracts/admin-affiliate-model';
import { DEFAULT_PROGRAMME_SETTINGS } from '@contracts/affiliate-programme';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  assumptionsFromFunnel,
  commissionSummary,
  draftProblems,
  fromDraft,
  projectionCsv,
  toDraft,
  type Draft,
} from './model';
import { project } from './projection';
import { nextTier } from './rules-draft';

const funnel: Funnel = {
  from: '2026-01-01',
  to: '2026-01-30',
  days: 30,
  visits: 90,
  uniqueSessions: 60,
  signups: 12,
  paying: 20,
  rates: { visitToSignup: 12 / 90, sessionToSignup: 0.2, signupToPaid: 20 / 12 },
  monthlyVisits: 90,
  arpcCents: 4_999.6,
  arpcDay: '2026-01-30',
  churned: 1,
  payingAtStart: 10,
  monthlyChurn: 0.1,
  churnMonths: 1,
  approvedAffiliates: 0,
  settings: {
    ...DEFAULT_PROGRAMME_SETTINGS,
    recurringMonths: null,
    planRates: { business: 30 },
    rateTiers: [{ fromPayingReferrals: 11, ratePercent: 25 }],
  },
  settingsStored: true,
  computedAt: 1,
};

describe('scenario A from the funnel', () => {
  it('takes the real rates (paying per sign-up at most 100%) and the programme settings', () => {
    const a = assumptionsFromFunnel(funnel);
    expect(a).toMatchObject({
      monthlyVisits: 90,
      visitGrowth: 0,
      signupToPaid: 1,
      arpcCents: 5000,
      monthlyChurn: 0.1,
      ratePercent: 20,
      recurringMonths: null,
      holdDays: 30,
      affiliates: 1,
      // The real tiers, and the plans with a rate of their own sharing equally with the rest.
      rateTiers: [{ fromPayingReferrals: 11, ratePercent: 25 }],
      planMix: [{ name: 'Business', share: 0.5, ratePercent: 30 }],
    });
    expect(a.visitToSignup).toBeCloseTo(0.1333, 4);
  });

  it('projects A at the plan mix and the tier, not the programme rate alone', () => {
    const a = {
      ...assumptionsFromFunnel(funnel),
      monthlyVisits: 1000,
      visitToSignup: 0.1,
      signupToPaid: 0.1,
      arpcCents: 5000,
    };
    const rates = project(a, 12).months.map((m) => m.effectiveRatePercent);
    // Month 1: 10 paying referrals, half on Business (30%), half at 20%; then the 25% tier.
    expect(rates.slice(0, 2)).toEqual([25, 27.5]);
    const single = project({ ...a, planMix: [], rateTiers: [] }, 12);
    expect(single.months[1]?.effectiveRatePercent).toBe(20);
  });

  it('round-trips through the form text at two decimals of a percent', () => {
    const draft = toDraft(assumptionsFromFunnel(funnel));
    expect(draft).toMatchObject({
      visitToSignup: '13.33',
      arpcCents: '50',
      monthlyChurn: '10',
      recurringMonths: '',
      tiers: [{ from: '11', ratePercent: '25' }],
      planMix: [{ name: 'Business', share: '50', ratePercent: '30' }],
    });
    expect(fromDraft(draft)).toMatchObject({
      visitToSignup: 0.1333,
      arpcCents: 5000,
      recurringMonths: null,
      rateTiers: [{ fromPayingReferrals: 11, ratePercent: 25 }],
      planMix: [{ name: 'Business', share: 0.5, ratePercent: 30 }],
    });
  });

  it('refuses text that is not a value in range', () => {
    const draft = toDraft(assumptionsFromFunnel(funnel));
    const bad = {
      ...draft,
      holdDays: '1.5',
      monthlyChurn: '-1',
      monthlyVisits: 'lots',
      recurringMonths: '0',
    };
    expect(draftProblems(bad)).toEqual({
      holdDays: 'Enter a whole number.',
      monthlyChurn: 'At least 0.',
      monthlyVisits: 'Enter a number.',
      recurringMonths: 'At least 1.',
    });
    expect(fromDraft(bad)).toBeNull();
  });

  it('refuses tiers out of order or range, and plan shares over 100%', () => {
    const draft = toDraft(assumptionsFromFunnel(funnel));
    const tiers = (t: Draft['tiers']) => draftProblems({ ...draft, tiers: t });
    expect(tiers([{ from: '1', ratePercent: '101' }])).toEqual({
      'tiers.0.from': 'At least 2.',
      'tiers.0.ratePercent': 'At most 100.',
    });
    expect(tiers([{ from: '11.5', ratePercent: '' }])).toEqual({
      'tiers.0.from': 'Enter a whole number.',
      'tiers.0.ratePercent': 'Enter a number.',
    });
    // The settings page's own rule (the contract's tiersProblem).
    expect(
      tiers([
        { from: '11', ratePercent: '25' },
        { from: '5', ratePercent: '30' },
      ]),
    ).toEqual({ tiers: 'Each tier must start at more paying referrals than the one before.' });
    expect(
      tiers([
        { from: '11', ratePercent: '25' },
        { from: '20', ratePercent: '25' },
      ]),
    ).toEqual({ tiers: 'Each tier must pay a higher rate than the one before.' });

    const plans = draftProblems({
      ...draft,
      planMix: [
        { name: 'Business', share: '70', ratePercent: '30' },
        { name: ' ', share: '40', ratePercent: '10' },
      ],
    });
    expect(plans).toEqual({
      'planMix.1.name': "Enter the plan's name.",
      planMix: "The plans' shares add up to 110%: at most 100%.",
    });
    // Thirds typed to two decimals add up to 100 with a float's error: still 100%.
    const third = (share: string) => ({ name: 'Team', share, ratePercent: '10' });
    const thirds = [third('33.33'), third('33.33'), third('33.34')];
    expect(draftProblems({ ...draft, planMix: thirds })).toEqual({});
  });

  it('adds a tier 10 referrals and 5 points past the last', () => {
    expect(nextTier([])).toEqual({ from: '11', ratePercent: '' });
    expect(nextTier([{ from: '11', ratePercent: '25' }])).toEqual({
      from: '21',
      ratePercent: '30',
    });
    expect(nextTier([{ from: '11', ratePercent: '98' }]).ratePercent).toBe('100');
  });

  it('words the terms', () => {
    expect(commissionSummary(funnel.settings)).toBe(
      '20% of revenue for the lifetime (Business 30%; 25% from 11 paying referrals), held 30 days, minimum payout $50',
    );
    expect(commissionSummary({ ...DEFAULT_PROGRAMME_SETTINGS, commissionType: 'flat' })).toBe(
      '$50 per new paying company, held 30 days, minimum payout $50',
    );
  });
});

describe('projectionCsv', () => {
  it('has a column per figure and scenario, a row per month and a total row', () => {
    const a = project(
      {
        ...assumptionsFromFunnel(funnel),
        monthlyVisits: 1000,
        visitToSignup: 0.1,
        signupToPaid: 0.1,
        monthlyChurn: 0,
        holdDays: 0,
        minimumPayoutCents: 0,
      },
      12,
    );
    const rows = Papa.parse<string[]>(projectionCsv(a, null, 12)).data;
    expect(rows[0]).toEqual([
      'Month',
      'A New paying',
      'A Active',
      'A Revenue (USD)',
      'A Effective rate (%)',
      'A Commissions (USD)',
      'A Payouts (USD)',
      'A Net revenue (USD)',
      'B New paying',
      'B Active',
      'B Revenue (USD)',
      'B Effective rate (%)',
      'B Commissions (USD)',
      'B Payouts (USD)',
      'B Net revenue (USD)',
    ]);
    expect(rows).toHaveLength(14);
    // Month 1 at 25% (half on Business at 30%), month 2 at the tier: 27.5%.
    expect(rows[1]).toEqual([
      '1',
      '10.00',
      '10.00',
      '500.00',
      '25.00',
      '125.00',
      '125.00',
      '375.00',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(rows[2]?.slice(4, 6)).toEqual(['27.50', '275.00']);
    expect(rows[13]?.slice(0, 4)).toEqual(['Total', '120.00', '120.00', '39000.00']);
  });
});

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
} from './model';
import { project } from './projection';

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
  settings: { ...DEFAULT_PROGRAMME_SETTINGS, recurringMonths: null },
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
    });
    expect(a.visitToSignup).toBeCloseTo(0.1333, 4);
  });

  it('round-trips through the form text at two decimals of a percent', () => {
    const draft = toDraft(assumptionsFromFunnel(funnel));
    expect(draft).toMatchObject({
      visitToSignup: '13.33',
      arpcCents: '50',
      monthlyChurn: '10',
      recurringMonths: '',
    });
    expect(fromDraft(draft)).toMatchObject({
      visitToSignup: 0.1333,
      arpcCents: 5000,
      recurringMonths: null,
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

  it('words the terms', () => {
    expect(commissionSummary(funnel.settings)).toBe(
      '20% of revenue for the lifetime, held 30 days, minimum payout $50',
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
      'A Commissions (USD)',
      'A Payouts (USD)',
      'A Net revenue (USD)',
      'B New paying',
      'B Active',
      'B Revenue (USD)',
      'B Commissions (USD)',
      'B Payouts (USD)',
      'B Net revenue (USD)',
    ]);
    expect(rows).toHaveLength(14);
    expect(rows[1]).toEqual([
      '1',
      '10.00',
      '10.00',
      '500.00',
      '100.00',
      '100.00',
      '400.00',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(rows[13]?.slice(0, 4)).toEqual(['Total', '120.00', '120.00', '39000.00']);
  });
});

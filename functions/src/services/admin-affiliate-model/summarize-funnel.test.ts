import { describe, expect, it } from 'vitest';
import type { Report, ReportFlow, ReportSnapshot } from '../../contracts/admin-reports';
import { DEFAULT_PROGRAMME_SETTINGS } from '../../contracts/affiliate-programme';
import { emptyFlow } from '../admin-reports/summarize';
import { monthlyChurnRate, summarizeFunnel } from './summarize-funnel';

const snapshot = (payingCompanies: number, mrrCents: number): ReportSnapshot => ({
  companies: payingCompanies + 2,
  payingCompanies,
  trialingCompanies: 0,
  seats: payingCompanies * 3,
  mrrCents,
  takenAt: 1,
});

function report(totals: Partial<ReportFlow>, first: ReportSnapshot | null, churn: number | null) {
  const last = snapshot(8, 80_000);
  return {
    from: '2026-01-01',
    to: '2026-01-03',
    days: [
      { day: '2026-01-01', flow: emptyFlow(), snapshot: first, sealed: true },
      { day: '2026-01-02', flow: emptyFlow(), snapshot: last, sealed: true },
      { day: '2026-01-03', flow: emptyFlow(), snapshot: null, sealed: false },
    ],
    totals: { ...emptyFlow(), ...totals },
    first,
    last,
    changes: null,
    rates: { trialConversion: null, churn },
    computedAt: 5,
  } satisfies Report;
}

const base = {
  days: 60,
  uniqueSessions: 150,
  settings: DEFAULT_PROGRAMME_SETTINGS,
  settingsStored: false,
  approvedAffiliates: 3,
  now: 9,
};

describe('monthlyChurnRate', () => {
  it('compounds a period rate to 30 days', () => {
    // 19% over 60 days is 10% a month: 0.9 × 0.9 = 0.81.
    expect(monthlyChurnRate(0.19, 60)).toBeCloseTo(0.1, 10);
    expect(monthlyChurnRate(0.1, 30)).toBeCloseTo(0.1, 10);
    // 10% a month over 15 days is 1 − √0.9 ≈ 5.13%.
    expect(monthlyChurnRate(1 - Math.sqrt(0.9), 15)).toBeCloseTo(0.1, 10);
  });

  it('keeps the edges: no base, none churned, everyone churned', () => {
    expect(monthlyChurnRate(null, 30)).toBeNull();
    expect(monthlyChurnRate(0, 30)).toBe(0);
    expect(monthlyChurnRate(1.5, 30)).toBe(1);
  });
});

describe('summarizeFunnel', () => {
  it('derives rates, visits per month, ARPC from the last snapshot and the monthly churn', () => {
    const funnel = summarizeFunnel({
      ...base,
      report: report(
        { affiliateVisits: 300, affiliateSignups: 30, affiliatePaying: 6, churned: 2 },
        snapshot(10, 90_000),
        0.19,
      ),
    });
    expect(funnel).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-03',
      days: 60,
      visits: 300,
      uniqueSessions: 150,
      signups: 30,
      paying: 6,
      rates: { visitToSignup: 0.1, sessionToSignup: 0.2, signupToPaid: 0.2 },
      monthlyVisits: 150,
      arpcCents: 10_000,
      arpcDay: '2026-01-02',
      churned: 2,
      payingAtStart: 10,
      approvedAffiliates: 3,
      settingsStored: false,
      computedAt: 9,
    });
    expect(funnel.monthlyChurn).toBeCloseTo(0.1, 10);
  });

  it('answers null rates when there is nothing to divide by', () => {
    const funnel = summarizeFunnel({ ...base, uniqueSessions: 0, report: report({}, null, null) });
    expect(funnel.rates).toEqual({
      visitToSignup: null,
      sessionToSignup: null,
      signupToPaid: null,
    });
    expect(funnel.monthlyVisits).toBe(0);
    expect(funnel.payingAtStart).toBeNull();
    expect(funnel.monthlyChurn).toBeNull();
  });
});

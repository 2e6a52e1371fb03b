import { describe, expect, it } from 'vitest';
import type { Report, ReportFlow, ReportSnapshot } from '../../contracts/admin-reports';
import { DEFAULT_PROGRAMME_SETTINGS } from '../../contracts/affiliate-programme';
import { emptyFlow } from '../admin-reports/summarize';
import { summarizeFunnel } from './summarize-funnel';

const snapshot = (payingCompanies: number, mrrCents: number): ReportSnapshot => ({
  companies: payingCompanies + 2,
  payingCompanies,
  trialingCompanies: 0,
  seats: payingCompanies * 3,
  mrrCents,
  takenAt: 1,
});

function report(
  totals: Partial<ReportFlow>,
  first: ReportSnapshot | null,
  churn: number | null,
  churnMonths = churn === null ? 0 : 1,
) {
  const last = snapshot(8, 80_000);
  return {
    from: '2026-01-01',
    to: '2026-01-03',
    days: [
      { day: '2026-01-01', flow: emptyFlow(), snapshot: first, sealed: true },
      {
        day: '2026-01-02',
        flow: { ...emptyFlow(), churned: totals.churned ?? 0 },
        snapshot: last,
        sealed: true,
      },
      { day: '2026-01-03', flow: emptyFlow(), snapshot: null, sealed: false },
    ],
    totals: { ...emptyFlow(), ...totals },
    first,
    last,
    changes: null,
    rates: { trialConversion: null, churn, churnMonths },
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

describe('summarizeFunnel', () => {
  it('derives rates, visits per month, ARPC from the last snapshot and the monthly churn', () => {
    const funnel = summarizeFunnel({
      ...base,
      report: report(
        { affiliateVisits: 300, affiliateSignups: 30, affiliatePaying: 6, churned: 2 },
        snapshot(10, 90_000),
        0.19,
        3,
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
    // The report's average monthly churn (monthly-churn.ts), as it is.
    expect(funnel.monthlyChurn).toBe(0.19);
    expect(funnel.churnMonths).toBe(3);
  });

  it('answers null rates when there is nothing to divide by', () => {
    const bare = report({}, null, null);
    const noSnapshots = { ...bare, days: bare.days.map((day) => ({ ...day, snapshot: null })) };
    const funnel = summarizeFunnel({ ...base, uniqueSessions: 0, report: noSnapshots });
    expect(funnel.rates).toEqual({
      visitToSignup: null,
      sessionToSignup: null,
      signupToPaid: null,
    });
    expect(funnel.monthlyVisits).toBe(0);
    expect(funnel.payingAtStart).toBeNull();
    expect(funnel.monthlyChurn).toBeNull();
    expect(funnel.churnMonths).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { Report, ReportFlow, ReportSnapshot } from '../../contracts/admin-reports';
import { DEFAULT_PROGRAMME_SETTINGS } from '../../contracts/affiliate-programme';
import { emptyFlow } from '../admin-reports/summarize';
import type { ReportSeriesDay } from '../../contracts/admin-reports';
import { averageMonthlyChurn, monthlyChurnRate, summarizeFunnel } from './summarize-funnel';

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
    // 2 of the 10 paying at the start churned in a 3-day "month": 20%, compounded to 30 days.
    expect(funnel.monthlyChurn).toBeCloseTo(1 - 0.8 ** 10, 10);
    expect(funnel.churnMonths).toBe(1);
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

/** `count` days from 2026-01-01; `at` sets a day's churned companies or paying snapshot. */
function series(
  count: number,
  at: Record<number, { churned?: number; paying?: number }>,
): ReportSeriesDay[] {
  return Array.from({ length: count }, (_, i) => ({
    day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    flow: { ...emptyFlow(), churned: at[i]?.churned ?? 0 },
    snapshot: at[i]?.paying === undefined ? null : snapshot(at[i].paying ?? 0, 0),
    sealed: true,
  }));
}

describe('averageMonthlyChurn', () => {
  it('never passes 100% when companies start paying and churn inside a month', () => {
    // Month 1: 5 paying at its start, 10 churned (5 of them started inside it): 100%, not 200%.
    // Month 2: 10 paying at its start, 1 churned: 10%.
    const days = series(60, {
      0: { paying: 5 },
      12: { churned: 10 },
      30: { paying: 10 },
      40: { churned: 1 },
    });
    expect(averageMonthlyChurn(days)).toEqual({ rate: (1 + 0.1) / 2, months: 2 });
  });

  it('leaves out a month that began with nobody paying, whatever started and churned inside it', () => {
    const days = series(60, {
      0: { paying: 0 },
      5: { churned: 3 },
      30: { paying: 4 },
      31: { churned: 1 },
    });
    expect(averageMonthlyChurn(days)).toEqual({ rate: 0.25, months: 1 });
  });

  it('counts a shorter last month as the 30-day rate it compounds to, weighted by its days', () => {
    const days = series(45, {
      0: { paying: 10 },
      3: { churned: 1 },
      30: { paying: 100 },
      35: { churned: 5 },
    });
    const last = 1 - 0.95 ** 2; // 5% over 15 days
    const result = averageMonthlyChurn(days);
    expect(result.months).toBe(2);
    expect(result.rate).toBeCloseTo((0.1 * 30 + last * 15) / 45, 10);
  });

  it('answers null without a month that began with paying companies', () => {
    expect(averageMonthlyChurn(series(40, { 3: { churned: 2 } }))).toEqual({
      rate: null,
      months: 0,
    });
    expect(averageMonthlyChurn([])).toEqual({ rate: null, months: 0 });
  });
});

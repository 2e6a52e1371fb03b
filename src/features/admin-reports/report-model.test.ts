import type { ReportSeriesDay } from '@contracts/admin-reports';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  changeText,
  lastDays,
  money,
  percent,
  rangeProblem,
  reportCsv,
  reportRows,
} from './report-model';

const NOW = Date.parse('2026-03-10T15:00:00Z');
const flow = {
  signups: 3,
  newCompanies: 1,
  affiliateVisits: 10,
  affiliateSignups: 2,
  affiliatePaying: 1,
  trialsStarted: 2,
  trialsConverted: 1,
  trialsCanceled: 0,
  paidStarted: 1,
  churned: 0,
};
const days: ReportSeriesDay[] = [
  { day: '2026-03-09', flow, snapshot: null, sealed: true },
  {
    day: '2026-03-10',
    flow: { ...flow, signups: 1 },
    snapshot: {
      companies: 5,
      payingCompanies: 2,
      trialingCompanies: 1,
      seats: 7,
      mrrCents: 12_050,
      takenAt: NOW,
    },
    sealed: false,
  },
];

describe('ranges', () => {
  it('gives the last N UTC days, today included', () => {
    expect(lastDays(30, NOW)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(lastDays(1, NOW)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });

  it('refuses a reversed, future, too long or incomplete range', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-10' }, NOW)).toBeNull();
    expect(rangeProblem({ from: '2026-03-05', to: '2026-03-01' }, NOW)).toMatch(/after/);
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-11' }, NOW)).toMatch(/future/);
    expect(rangeProblem({ from: '2025-03-09', to: '2026-03-10' }, NOW)).toMatch(/366/);
    expect(rangeProblem({ from: '2025-03-10', to: '2026-03-10' }, NOW)).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-03-10' }, NOW)).toMatch(/Choose/);
  });
});

describe('wording', () => {
  it('formats money, percentages and changes', () => {
    expect(money(12_050)).toMatch(/120\.50/);
    expect(percent(0.5)).toBe('50%');
    expect(percent(0.125)).toBe('12.5%');
    expect(percent(null)).toBe('—');
    expect(changeText({ start: 4, end: 6, delta: 2, ratio: 0.5 })).toBe('+2 (+50%)');
    expect(changeText({ start: 4, end: 3, delta: -1, ratio: -0.25 })).toBe('−1 (−25%)');
    expect(changeText({ start: 0, end: 3, delta: 3, ratio: null })).toBe('+3');
    expect(changeText(undefined)).toBe('No change data yet');
  });
});

describe('CSV', () => {
  it('has one row per day, every figure, and empty cells where no snapshot exists', () => {
    const rows = reportRows(days);
    expect(rows[1]).toMatchObject({ mrr: 120.5, arr: 1446, seats: 7, companies: 5 });
    const parsed = Papa.parse<string[]>(reportCsv({ days }));
    expect(parsed.data[0]).toEqual([
      'Day (UTC)',
      'Sign-ups',
      'New companies',
      'Affiliate visits',
      'Affiliate sign-ups',
      'Affiliate paying',
      'Trials started',
      'Trials converted',
      'Trials canceled',
      'Started paying',
      'Churned',
      'Active companies',
      'Paying companies',
      'Trialing companies',
      'Paid seats',
      'MRR (USD)',
      'ARR (USD)',
    ]);
    expect(parsed.data[1]).toEqual([
      '2026-03-09',
      '3',
      '1',
      '10',
      '2',
      '1',
      '2',
      '1',
      '0',
      '1',
      '0',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(parsed.data[2]?.slice(0, 2)).toEqual(['2026-03-10', '1']);
    expect(parsed.data[2]?.slice(-6)).toEqual(['5', '2', '1', '7', '120.5', '1446']);
  });
});

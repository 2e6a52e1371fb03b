import { describe, expect, it } from 'vitest';
import type { ReportSeriesDay, ReportSnapshot } from '../../contracts/admin-reports';
import { averageMonthlyChurn, monthlyChurnRate, type ChurnedSubscription } from './monthly-churn';
import { emptyFlow } from './summarize';

const snapshot = (payingCompanies: number): ReportSnapshot => ({
  companies: payingCompanies + 2,
  payingCompanies,
  trialingCompanies: 0,
  seats: payingCompanies * 3,
  mrrCents: payingCompanies * 5_000,
  takenAt: 1,
});

/** The UTC day `i` days after 2026-01-01 (negative: before). */
const dayAt = (i: number) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);

/** `count` days from 2026-01-01, with the paying snapshots given by day index. */
function series(count: number, paying: Record<number, number>): ReportSeriesDay[] {
  return Array.from({ length: count }, (_, i) => ({
    day: dayAt(i),
    flow: emptyFlow(),
    snapshot: paying[i] === undefined ? null : snapshot(paying[i]),
    sealed: true,
  }));
}

/** `n` subscriptions canceled on day `i`, that started paying on day `since` (null: long ago). */
const churn = (n: number, i: number, since: number | null): ChurnedSubscription[] =>
  Array.from({ length: n }, () => ({
    day: dayAt(i),
    paidSince: since === null ? null : dayAt(since),
  }));

const before = (paying: number) => ({ day: dayAt(-1), snapshot: snapshot(paying) });

describe('monthlyChurnRate', () => {
  it('compounds a shorter period to 30 days and keeps the edges', () => {
    expect(monthlyChurnRate(0.1, 30)).toBeCloseTo(0.1, 10);
    // 10% a month over 15 days is 1 − √0.9 ≈ 5.13%.
    expect(monthlyChurnRate(1 - Math.sqrt(0.9), 15)).toBeCloseTo(0.1, 10);
    expect(monthlyChurnRate(0, 7)).toBe(0);
    expect(monthlyChurnRate(1, 7)).toBe(1);
  });
});

describe('averageMonthlyChurn', () => {
  it('counts only the companies paying at a month’s start, when others start and churn inside it', () => {
    // 90 days. Month 1 starts with 5 paying (the day before the range); 10 churn in it, of
    // which 8 started paying inside it: 2 of 5. Month 2 starts with 20 paying (its day before);
    // 12 start and churn inside it, 2 of the 20 churn: 2 of 20. Month 3: 20 paying, none lost.
    // The old reading, "10 churned of 5 paying", would have been 200%.
    const days = series(90, { 29: 20, 59: 20 });
    const churned = [
      ...churn(2, 12, null),
      ...churn(8, 20, 5),
      ...churn(12, 45, 40),
      ...churn(2, 50, 3),
    ];
    const result = averageMonthlyChurn({ days, churned, before: before(5) });
    expect(result.months).toBe(3);
    expect(result.rate).toBeCloseTo((0.4 + 0.1 + 0) / 3, 10);
  });

  it('counts a company that started on the base snapshot’s day as paying at the start', () => {
    const days = series(30, {});
    const result = averageMonthlyChurn({
      days,
      churned: [...churn(1, 4, -1), ...churn(1, 5, 0)],
      before: before(4),
    });
    // Started the day before the month (in the base): counted. Started on its first day: not.
    expect(result).toEqual({ rate: 0.25, months: 1 });
  });

  it('never passes 100% however many start and churn inside a month', () => {
    const days = series(30, {});
    const result = averageMonthlyChurn({
      days,
      churned: [...churn(3, 2, null), ...churn(50, 9, 1)],
      before: before(3),
    });
    expect(result).toEqual({ rate: 1, months: 1 });
  });

  it('skips a month with nobody paying, or no snapshot, before it', () => {
    // Month 1 has no base (no snapshot the day before the range); month 2 starts from the last
    // snapshot of month 1 (day 20: 8 paying), and two of those churn in it.
    const days = series(60, { 0: 0, 20: 8 });
    const churned = [...churn(3, 5, null), ...churn(2, 40, 10)];
    expect(averageMonthlyChurn({ days, churned, before: null })).toEqual({
      rate: 0.25,
      months: 1,
    });
    // A base of nobody paying is no base either.
    expect(averageMonthlyChurn({ days, churned, before: before(0) })).toEqual({
      rate: 0.25,
      months: 1,
    });
  });

  it('counts a shorter last month as the 30-day rate it compounds to, weighted by its days', () => {
    const days = series(45, { 29: 100 });
    const churned = [...churn(1, 3, null), ...churn(5, 35, null)];
    const result = averageMonthlyChurn({ days, churned, before: before(10) });
    const last = 1 - 0.95 ** 2; // 5% over 15 days
    expect(result.months).toBe(2);
    expect(result.rate).toBeCloseTo((0.1 * 30 + last * 15) / 45, 10);
  });

  it('answers null without a month that began with paying companies', () => {
    expect(
      averageMonthlyChurn({ days: series(40, {}), churned: churn(2, 3, null), before: null }),
    ).toEqual({
      rate: null,
      months: 0,
    });
    expect(averageMonthlyChurn({ days: [], churned: [], before: before(5) })).toEqual({
      rate: null,
      months: 0,
    });
  });
});

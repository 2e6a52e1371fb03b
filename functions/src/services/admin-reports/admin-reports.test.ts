import { describe, expect, it } from 'vitest';
import type { ReportSeriesDay, ReportSnapshot } from '../../contracts/admin-reports';
import {
  addFlows,
  billingTransitions,
  contiguousRuns,
  countPerDay,
  dayEnd,
  dayKey,
  daysBetween,
  emptyFlow,
  previousDay,
  sealable,
  summarizeReport,
} from './summarize';

const HOUR = 3_600_000;

const snapshot = (fields: Partial<ReportSnapshot>): ReportSnapshot => ({
  companies: 0,
  payingCompanies: 0,
  trialingCompanies: 0,
  seats: 0,
  mrrCents: 0,
  takenAt: 0,
  ...fields,
});

const day = (
  date: string,
  flow: Partial<ReportSeriesDay['flow']>,
  snap: ReportSnapshot | null = null,
): ReportSeriesDay => ({
  day: date,
  flow: { ...emptyFlow(), ...flow },
  snapshot: snap,
  sealed: true,
});

describe('days', () => {
  it('lists UTC days inclusively, across a month end and a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysBetween('2024-03-02', '2024-03-01')).toEqual([]);
    expect(previousDay('2025-01-01')).toBe('2024-12-31');
    expect(dayKey(Date.parse('2025-05-05T23:59:59.999Z'))).toBe('2025-05-05');
  });

  it('seals a day only once it ended the margin ago', () => {
    const end = dayEnd('2025-05-05');
    expect(sealable('2025-05-05', end + HOUR - 1, HOUR)).toBe(false);
    expect(sealable('2025-05-05', end + HOUR, HOUR)).toBe(true);
  });
});

describe('billingTransitions', () => {
  it.each([
    [null, 'trialing', ['trialStarted']],
    ['incomplete', 'trialing', ['trialStarted']],
    ['trialing', 'active', ['trialConverted', 'paidStarted']],
    ['trialing', 'canceled', ['trialCanceled']],
    ['trialing', 'incomplete_expired', ['trialCanceled']],
    [null, 'active', ['paidStarted']],
    ['incomplete', 'active', ['paidStarted']],
    ['active', 'canceled', ['churned']],
    ['past_due', 'canceled', ['churned']],
    ['unpaid', 'canceled', ['churned']],
    ['active', 'past_due', []],
    ['past_due', 'active', []],
    ['active', 'active', []],
    ['canceled', 'canceled', []],
    [null, 'canceled', []],
    ['incomplete', 'incomplete_expired', []],
  ] as const)('%s → %s: %j', (previous, next, kinds) => {
    expect(billingTransitions(previous, next)).toEqual(kinds);
  });
});

describe('summarizeReport', () => {
  it('adds the flows and leaves missing figures at 0', () => {
    expect(addFlows([{ signups: 2 }, { signups: 3, churned: 1 }])).toEqual({
      ...emptyFlow(),
      signups: 5,
      churned: 1,
    });
  });

  it('answers totals, the change between the first and last snapshot, and the rates', () => {
    const report = summarizeReport(
      '2025-01-01',
      '2025-01-03',
      [
        day(
          '2025-01-01',
          { signups: 3, trialsConverted: 1, churned: 1 },
          snapshot({ payingCompanies: 4, mrrCents: 10_000, seats: 10, companies: 8 }),
        ),
        day('2025-01-02', { signups: 1, trialsCanceled: 1 }),
        day(
          '2025-01-03',
          { signups: 2, trialsConverted: 2 },
          snapshot({ payingCompanies: 5, mrrCents: 15_000, seats: 12, companies: 8 }),
        ),
      ],
      42,
      {
        churned: [{ day: '2025-01-01', paidSince: null }],
        before: { day: '2024-12-31', snapshot: snapshot({ payingCompanies: 4 }) },
      },
    );
    expect(report.totals).toMatchObject({
      signups: 6,
      trialsConverted: 3,
      trialsCanceled: 1,
      churned: 1,
    });
    expect(report.first?.mrrCents).toBe(10_000);
    expect(report.last?.mrrCents).toBe(15_000);
    expect(report.changes?.mrrCents).toEqual({
      start: 10_000,
      end: 15_000,
      delta: 5_000,
      ratio: 0.5,
    });
    expect(report.changes?.companies).toEqual({ start: 8, end: 8, delta: 0, ratio: 0 });
    expect(report.rates.trialConversion).toBe(0.75);
    // 1 of the 4 paying the day before churned in a 3-day month: 25%, as a 30-day rate.
    expect(report.rates.churn).toBeCloseTo(1 - 0.75 ** 10, 10);
    expect(report.rates.churnMonths).toBe(1);
    expect(report.computedAt).toBe(42);
  });

  it('has no change with fewer than two snapshots and no rates without their base', () => {
    const report = summarizeReport(
      '2025-01-01',
      '2025-01-02',
      [day('2025-01-01', { churned: 2 }, snapshot({ companies: 1 })), day('2025-01-02', {})],
      0,
    );
    expect(report.changes).toBeNull();
    expect(report.rates).toEqual({ trialConversion: null, churn: null, churnMonths: 0 });
    const none = summarizeReport('2025-01-01', '2025-01-01', [day('2025-01-01', {})], 0);
    expect(none.first).toBeNull();
    expect(none.last).toBeNull();
  });

  it('gives a null ratio when the start is 0', () => {
    const report = summarizeReport(
      '2025-01-01',
      '2025-01-02',
      [
        day('2025-01-01', {}, snapshot({ mrrCents: 0 })),
        day('2025-01-02', {}, snapshot({ mrrCents: 900 })),
      ],
      0,
    );
    expect(report.changes?.mrrCents).toEqual({ start: 0, end: 900, delta: 900, ratio: null });
  });
});

describe('countPerDay (bisection)', () => {
  const days = daysBetween('2025-01-01', '2025-12-31');
  /** A counter over a fixed set of events (day → count) that records the queries it answers. */
  function counter(events: Record<string, number>) {
    const calls: [string, string][] = [];
    const count = (first: string, last: string) => {
      calls.push([first, last]);
      const total = Object.entries(events)
        .filter(([day]) => day >= first && day <= last)
        .reduce((sum, [, n]) => sum + n, 0);
      return Promise.resolve(total);
    };
    return { count, calls };
  }

  it('answers every day exactly, with few queries when days are quiet', async () => {
    const events = { '2025-01-01': 2, '2025-03-15': 1, '2025-12-31': 4 };
    const { count, calls } = counter(events);
    const perDay = await countPerDay(days, count);
    expect(perDay).toHaveLength(365);
    expect(perDay.reduce((a, b) => a + b, 0)).toBe(7);
    expect(perDay[days.indexOf('2025-03-15')]).toBe(1);
    expect(perDay[0]).toBe(2);
    expect(perDay[364]).toBe(4);
    expect(calls.length).toBeLessThan(40);
  });

  it('costs one query for an empty span and about one per day when every day is busy', async () => {
    const quiet = counter({});
    expect(await countPerDay(days, quiet.count)).toEqual(days.map(() => 0));
    expect(quiet.calls).toHaveLength(1);
    const busy = counter(Object.fromEntries(days.map((day, i) => [day, (i % 3) + 1])));
    const perDay = await countPerDay(days, busy.count);
    expect(perDay).toEqual(days.map((_, i) => (i % 3) + 1));
    expect(busy.calls).toHaveLength(365);
    expect(await countPerDay([], quiet.count)).toEqual([]);
  });

  it('splits days into runs of consecutive days', () => {
    expect(
      contiguousRuns(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-03', '2025-03-05']),
    ).toEqual([['2025-02-27', '2025-02-28', '2025-03-01'], ['2025-03-03'], ['2025-03-05']]);
    expect(contiguousRuns([])).toEqual([]);
  });
});

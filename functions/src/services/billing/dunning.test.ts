import { describe, expect, it } from 'vitest';
import type { DunningMark } from '../../contracts/admin-billing';
import {
  caseOutcome,
  dueMark,
  graceDay,
  markDueAt,
  newDunningCase,
  nextMailAt,
  withMark,
} from './dunning';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = Date.UTC(2030, 4, 1, 10, 0);
const open = (mailsSent: DunningMark[] = [], graceDays = 7) => ({
  status: 'open' as const,
  startedAt: start,
  graceUntil: start + graceDays * DAY,
  mailsSent,
});

describe('when the mails of a 7-day grace are due', () => {
  it('day 0 at the failure, day 3 three days later, day 7 in the grace’s last 24 hours', () => {
    expect(markDueAt(0, open())).toBe(start);
    expect(markDueAt(3, open())).toBe(start + 3 * DAY);
    expect(markDueAt(7, open())).toBe(start + 6 * DAY);
  });

  it.each([
    ['at the failure', 0, [], 0],
    ['an hour later, day 0 sent', HOUR, [0], null],
    ['just before day 3', 3 * DAY - 1, [0], null],
    ['on day 3', 3 * DAY, [0], 3],
    ['on day 3, already sent', 3 * DAY + HOUR, [0, 3], null],
    ['on the last day', 6 * DAY, [0, 3], 7],
    ['on the last day, sent', 6 * DAY + HOUR, [0, 3, 7], null],
  ] as const)('%s: %s', (_when, after, sent, expected) => {
    expect(dueMark(open([...sent]), start + after)).toBe(expected);
  });

  it('sends only the latest mark due: a case found late never gets the missed ones', () => {
    expect(dueMark(open(), start + 4 * DAY)).toBe(3);
    expect(dueMark(open(), start + 6 * DAY + HOUR)).toBe(7);
    // Day 3 went out; day 0, missed, never follows it.
    expect(dueMark(open([3]), start + 5 * DAY)).toBeNull();
  });

  it('sends nothing once the grace is over, nor for a closed case', () => {
    expect(dueMark(open([0, 3]), start + 7 * DAY)).toBeNull();
    expect(dueMark({ ...open([0]), status: 'recovered' }, start + 3 * DAY)).toBeNull();
    expect(dueMark({ ...open([0]), status: 'lost' }, start + 6 * DAY)).toBeNull();
  });

  it('a short grace skips the marks it has no room for', () => {
    // 3 days: the last day starts on day 2, so day 3 is never due.
    expect(dueMark(open([0], 3), start + 2 * DAY)).toBe(7);
    expect(nextMailAt(open([0], 3), start)).toBe(start + 2 * DAY);
    // 1 day: the failure is already the last day.
    expect(dueMark(open([], 1), start)).toBe(7);
    // No grace: no mail at all.
    expect(dueMark(open([], 0), start)).toBeNull();
  });
});

describe('nextMailAt (what the maintenance job queries)', () => {
  it('is the next mark after the last one sent, until the last day’s mail went out', () => {
    expect(nextMailAt(open(), start)).toBe(start);
    expect(nextMailAt(open([0]), start)).toBe(start + 3 * DAY);
    expect(nextMailAt(open([0, 3]), start + 3 * DAY)).toBe(start + 6 * DAY);
    expect(nextMailAt(open([0, 3, 7]), start + 6 * DAY)).toBeNull();
  });

  it('is null for a closed case and once the grace is over', () => {
    expect(nextMailAt({ ...open([0]), status: 'recovered' }, start)).toBeNull();
    expect(nextMailAt(open([0, 3]), start + 7 * DAY)).toBeNull();
  });

  it('keeps a mark given back after a failed send due, so the next run retries it', () => {
    expect(nextMailAt(open([0]), start + 3 * DAY + HOUR)).toBe(start + 3 * DAY);
  });
});

describe('withMark', () => {
  it('keeps the marks in day order, each once', () => {
    expect(withMark([0, 7], 3)).toEqual([0, 3, 7]);
    expect(withMark([0, 3], 3)).toEqual([0, 3]);
  });
});

describe('caseOutcome: what the subscription as applied does to an open case', () => {
  const openCase = { caseId: 'c_1', subscriptionId: 'sub_1' };
  const next = (status: Parameters<typeof caseOutcome>[1]['status'], more = {}) => ({
    subscriptionId: 'sub_1',
    caseId: null,
    status,
    ...more,
  });

  it('paying again (active, or trialing) recovers it', () => {
    expect(caseOutcome(openCase, next('active'))).toBe('recovered');
    expect(caseOutcome(openCase, next('trialing'))).toBe('recovered');
    // A new subscription that pays recovers the company's revenue too.
    expect(caseOutcome(openCase, next('active', { subscriptionId: 'sub_2' }))).toBe('recovered');
  });

  it('still failing leaves it open', () => {
    expect(caseOutcome(openCase, next('past_due', { caseId: 'c_1' }))).toBeNull();
  });

  it('a subscription that ends or stops paying loses it', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete_expired', 'paused'] as const) {
      expect(caseOutcome(openCase, next(status))).toBe('lost');
    }
  });

  it('another failure closes it: recovered in between for the same subscription, lost for another', () => {
    expect(caseOutcome(openCase, next('past_due', { caseId: 'c_2' }))).toBe('recovered');
    expect(
      caseOutcome(openCase, next('past_due', { caseId: 'c_2', subscriptionId: 'sub_2' })),
    ).toBe('lost');
  });
});

describe('graceDay', () => {
  it('counts whole days since the failure', () => {
    expect(graceDay(start, start)).toBe(0);
    expect(graceDay(start, start + DAY - 1)).toBe(0);
    expect(graceDay(start, start + 3 * DAY)).toBe(3);
    expect(graceDay(start, start - HOUR)).toBe(0);
  });
});

describe('newDunningCase', () => {
  const team = {
    id: 'team',
    interval: 'month' as const,
    plan: {
      name: 'Team',
      description: '',
      features: [],
      limits: { seats: 50 },
      prices: {
        month: { amount: 1_200, providerPriceId: 'price_team_monthly' },
        year: { amount: 12_000, providerPriceId: 'price_team_yearly' },
      },
      currency: 'eur',
      trialDays: 14,
      active: true,
      order: 1,
    },
  };
  const input = {
    companyId: 'c1',
    companyName: 'Acme',
    snapshot: { subscriptionId: 'sub_1', quantity: 8 },
    match: team,
    pastDueSince: start,
    graceMs: 7 * DAY,
    now: start + 1_000,
  };

  it('puts the monthly amount of the seats at risk, in the plan’s currency, with day 0 due', () => {
    expect(newDunningCase(input)).toEqual({
      companyId: 'c1',
      companyName: 'Acme',
      subscriptionId: 'sub_1',
      planId: 'team',
      planName: 'Team',
      amountCents: 9_600,
      currency: 'eur',
      startedAt: start,
      graceUntil: start + 7 * DAY,
      mailsSent: [],
      nextMailAt: start,
      status: 'open',
      closedAt: null,
      updatedAt: start + 1_000,
    });
  });

  it('counts a yearly price by the month', () => {
    expect(newDunningCase({ ...input, match: { ...team, interval: 'year' } }).amountCents).toBe(
      8_000,
    );
  });
});

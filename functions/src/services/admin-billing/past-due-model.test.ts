import { describe, expect, it } from 'vitest';
import type { DunningCaseDoc } from '../billing/dunning-store';
import { pastDueCaseOf, totalsByCurrency, utcMonthStart } from './past-due-model';

const DAY = 24 * 60 * 60 * 1000;

describe('totalsByCurrency', () => {
  it('sums each currency apart and never adds two currencies together', () => {
    expect(
      totalsByCurrency([
        { amountCents: 9_600, currency: 'usd' },
        { amountCents: 4_000, currency: 'eur' },
        { amountCents: 2_400, currency: 'USD' },
        { amountCents: 150_000, currency: 'jpy' },
      ]),
    ).toEqual([
      { currency: 'jpy', amountCents: 150_000, cases: 1 },
      { currency: 'usd', amountCents: 12_000, cases: 2 },
      { currency: 'eur', amountCents: 4_000, cases: 1 },
    ]);
  });

  it('is empty without cases', () => {
    expect(totalsByCurrency([])).toEqual([]);
  });
});

describe('utcMonthStart', () => {
  it('is midnight UTC on the 1st of the current UTC month', () => {
    expect(utcMonthStart(Date.UTC(2030, 4, 17, 13, 5))).toBe(Date.UTC(2030, 4, 1));
    expect(utcMonthStart(Date.UTC(2030, 4, 1))).toBe(Date.UTC(2030, 4, 1));
    // One millisecond before May is still April.
    expect(utcMonthStart(Date.UTC(2030, 4, 1) - 1)).toBe(Date.UTC(2030, 3, 1));
  });
});

describe('pastDueCaseOf', () => {
  it('shows how far into its grace an open case is', () => {
    const start = Date.UTC(2030, 4, 1, 10);
    const doc: DunningCaseDoc = {
      companyId: 'c1',
      companyName: 'Acme',
      subscriptionId: 'sub_1',
      planId: 'team',
      planName: 'Team',
      amountCents: 9_600,
      currency: 'usd',
      startedAt: start,
      graceUntil: start + 7 * DAY,
      mailsSent: [0, 3],
      nextMailAt: start + 6 * DAY,
      status: 'open',
      closedAt: null,
      updatedAt: start,
    };
    expect(pastDueCaseOf('c1_1', doc, start + 4 * DAY + 1)).toEqual({
      caseId: 'c1_1',
      companyId: 'c1',
      companyName: 'Acme',
      planId: 'team',
      planName: 'Team',
      amountCents: 9_600,
      currency: 'usd',
      startedAt: start,
      graceUntil: start + 7 * DAY,
      day: 4,
      mailsSent: [0, 3],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { lastMonths, monthlyEarnings } from './ledger-history';

const at = (iso: string) => Date.parse(iso);
const now = at('2026-11-27T10:00:00Z');

describe('lastMonths', () => {
  it('counts back whole UTC months, across a year, oldest first', () => {
    expect(lastMonths(now, 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(lastMonths(at('2026-01-31T23:00:00Z'), 2)).toEqual(['2025-12', '2026-01']);
  });
});

describe('monthlyEarnings', () => {
  it('nets each month per currency, never adding two currencies, the programme’s first', () => {
    const result = monthlyEarnings(
      [
        {
          kind: 'commission',
          amountCents: 2_000,
          currency: 'usd',
          createdAt: at('2026-11-02T00:00:00Z'),
        },
        {
          kind: 'refund',
          amountCents: -500,
          currency: 'usd',
          createdAt: at('2026-11-20T00:00:00Z'),
        },
        {
          kind: 'commission',
          amountCents: 3_600,
          currency: 'eur',
          createdAt: at('2026-10-31T23:59:59Z'),
        },
        {
          kind: 'commission',
          amountCents: 1_500,
          currency: 'jpy',
          createdAt: at('2026-09-01T00:00:00Z'),
        },
        {
          kind: 'adjustment',
          amountCents: 2_500,
          currency: 'usd',
          createdAt: at('2026-09-15T00:00:00Z'),
        },
        // A notice moves no money; a line older than the range is not drawn.
        {
          kind: 'referralMoved',
          amountCents: 0,
          currency: 'chf',
          createdAt: at('2026-11-03T00:00:00Z'),
        },
        {
          kind: 'commission',
          amountCents: 9_999,
          currency: 'usd',
          createdAt: at('2026-08-31T23:59:59Z'),
        },
      ],
      now,
      3,
    );
    expect(result).toEqual({
      months: ['2026-09', '2026-10', '2026-11'],
      series: [
        { currency: 'usd', amountsCents: [2_500, 0, 1_500] },
        { currency: 'eur', amountsCents: [0, 3_600, 0] },
        { currency: 'jpy', amountsCents: [1_500, 0, 0] },
      ],
    });
  });

  it('has no series when nothing was earned in the range', () => {
    expect(monthlyEarnings([], now, 12).series).toEqual([]);
    expect(monthlyEarnings([], now, 12).months).toHaveLength(12);
  });
});

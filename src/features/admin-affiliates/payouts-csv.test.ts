import { describe, expect, it } from 'vitest';
import { parseOverride } from './rate-override-form';
import { payoutsCsv } from './payouts-csv';

describe('payoutsCsv', () => {
  it('writes each amount in its currency, ISO dates and defuses formulas', () => {
    const base = {
      batchId: 'b1',
      affiliateUid: 'u2',
      username: 'kenji',
      payoutEmail: 'k@example.com',
      entryCount: 1,
      status: 'pending' as const,
      createdAt: Date.UTC(2026, 0, 2),
      paidAt: null,
      reference: null,
    };
    const csv = payoutsCsv([
      {
        id: 'p1',
        batchId: 'b1',
        affiliateUid: 'u1',
        username: '=cmd',
        payoutEmail: 'a@example.com',
        amountCents: 12_345,
        currency: 'usd',
        entryCount: 3,
        status: 'paid',
        createdAt: Date.UTC(2026, 0, 2),
        paidAt: Date.UTC(2026, 0, 3),
        reference: 'TR-1',
      },
      { ...base, id: 'p2', amountCents: 7_500, currency: 'jpy' },
      { ...base, id: 'p3', amountCents: 5_550, currency: 'eur' },
    ]);
    const [header, line, yen, euro] = csv.split('\r\n');
    expect(header).toBe(
      'payoutId,batchId,username,payoutEmail,amount,currency,entries,status,createdAt,paidAt,reference',
    );
    expect(line).toBe(
      `p1,b1,"'=cmd",a@example.com,123.45,USD,3,paid,2026-01-02T00:00:00.000Z,2026-01-03T00:00:00.000Z,TR-1`,
    );
    expect(yen).toBe('p2,b1,kenji,k@example.com,7500,JPY,1,pending,2026-01-02T00:00:00.000Z,,');
    expect(euro).toBe('p3,b1,kenji,k@example.com,55.50,EUR,1,pending,2026-01-02T00:00:00.000Z,,');
  });
});

describe('parseOverride', () => {
  const blank = {
    commissionType: 'programme' as const,
    ratePercent: '',
    flatDollars: '',
    recurringMonths: '',
  };
  it('is no override when every field is empty', () => {
    expect(parseOverride(blank)).toEqual({ override: null });
  });
  it('keeps the fields typed, in cents', () => {
    expect(
      parseOverride({
        ...blank,
        commissionType: 'flat',
        flatDollars: '75.5',
        recurringMonths: '6',
      }),
    ).toEqual({ override: { commissionType: 'flat', flatAmountCents: 7550, recurringMonths: 6 } });
  });
  it('names the first bad field', () => {
    expect(parseOverride({ ...blank, ratePercent: '150' })).toEqual({
      error: 'Rate must be between 0 and 100 percent.',
      field: 'ratePercent',
    });
    expect(parseOverride({ ...blank, flatDollars: '-3' })).toMatchObject({
      field: 'flatDollars',
    });
  });
});

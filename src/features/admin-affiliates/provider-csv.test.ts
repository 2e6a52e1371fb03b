import { describe, expect, it } from 'vitest';
import type { ExportPayoutRow } from '@contracts/admin-affiliates';
import { providerExport, WISE_COLUMNS, wiseReference } from './provider-csv';

const paypal = (email: string) => ({ method: 'paypal', email }) as const;
const wise = (overrides: Partial<{ iban: string | null; recipientEmail: string | null }> = {}) =>
  ({
    method: 'wise',
    accountHolderName: 'Alex Doe',
    currency: 'EUR',
    recipientEmail: null,
    iban: 'DE89370400440532013000',
    ...overrides,
  }) as const;

const row = (id: string, overrides: Partial<ExportPayoutRow>): ExportPayoutRow => ({
  id,
  affiliateUid: `uid_${id}`,
  username: `user_${id}`,
  amountCents: 12_345,
  currency: 'usd',
  status: 'pending',
  payoutDetails: paypal(`${id}@example.com`),
  ...overrides,
});

const lines = (csv: string) => csv.split('\r\n');

describe('the PayPal Payouts CSV', () => {
  it('has one file per currency, PayPal payouts only, without a header row', () => {
    const result = providerExport('paypal', 'b1', [
      row('p1', {}),
      row('p2', { currency: 'eur', amountCents: 5_000 }),
      row('p3', { amountCents: 700 }),
      row('w1', { payoutDetails: wise() }),
    ]);
    expect(result.files.map((f) => [f.currency, f.filename, f.count, f.totalMinor])).toEqual([
      ['EUR', 'paypal-payouts-b1-EUR.csv', 1, 5_000],
      ['USD', 'paypal-payouts-b1-USD.csv', 2, 13_045],
    ]);
    expect(lines(result.files[1]?.csv ?? '')).toEqual([
      'p1@example.com,123.45,USD,p1,Parley affiliate payout,PAYPAL',
      'p3@example.com,7.00,USD,p3,Parley affiliate payout,PAYPAL',
    ]);
    expect(lines(result.files[0]?.csv ?? '')).toEqual([
      'p2@example.com,50.00,EUR,p2,Parley affiliate payout,PAYPAL',
    ]);
    expect(result.otherMethod).toBe(1);
  });

  it('writes zero-decimal currencies without decimals', () => {
    const result = providerExport('paypal', 'b1', [
      row('j1', { currency: 'jpy', amountCents: 1_500 }),
      row('k1', { currency: 'krw', amountCents: 26_000 }),
    ]);
    expect(result.files.map((f) => lines(f.csv)[0])).toEqual([
      'j1@example.com,1500,JPY,j1,Parley affiliate payout,PAYPAL',
      'k1@example.com,26000,KRW,k1,Parley affiliate payout,PAYPAL',
    ]);
  });

  it('leaves out paid payouts, and lists the ones without details instead of guessing', () => {
    const result = providerExport('paypal', 'b1', [
      row('p1', { status: 'paid' }),
      row('n1', { payoutDetails: null }),
      row('p2', {}),
    ]);
    expect(result.alreadyPaid).toBe(1);
    expect(result.needsDetails.map((r) => r.id)).toEqual(['n1']);
    expect(result.files).toHaveLength(1);
    expect(lines(result.files[0]?.csv ?? '')).toHaveLength(1);
    expect(providerExport('wise', 'b1', [row('p1', { status: 'paid' })]).files).toEqual([]);
  });
});

describe('the Wise batch CSV', () => {
  it('has the template columns, one file per source currency, with the amount to send', () => {
    const result = providerExport('wise', 'b2', [
      row('w1', { payoutDetails: wise() }),
      row('w2', {
        payoutDetails: {
          ...wise({ iban: null, recipientEmail: 'jo@example.com' }),
          currency: 'USD',
        },
        amountCents: 9_900,
      }),
      row('w3', { payoutDetails: wise(), currency: 'jpy', amountCents: 4_200 }),
      row('p1', {}),
    ]);
    expect(result.files.map((f) => f.filename)).toEqual([
      'wise-batch-b2-JPY.csv',
      'wise-batch-b2-USD.csv',
    ]);
    const [header, ...rows] = lines(result.files[1]?.csv ?? '');
    expect(header).toBe(WISE_COLUMNS.join(','));
    expect(rows).toEqual([
      `Alex Doe,,DE89370400440532013000,PRIVATE,source,123.45,USD,EUR,${wiseReference('w1')}`,
      `Alex Doe,jo@example.com,,PRIVATE,source,99.00,USD,USD,${wiseReference('w2')}`,
    ]);
    expect(lines(result.files[0]?.csv ?? '')[1]).toContain(',source,4200,JPY,EUR,');
    expect(wiseReference('abcdefghijklmnop')).toBe('PARLEY-abcdefghij');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const result = providerExport('wise', 'b3', [
      row('w1', { payoutDetails: { ...wise(), accountHolderName: '=HYPERLINK("x")' } }),
    ]);
    expect(lines(result.files[0]?.csv ?? '')[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    const paypalFile = providerExport('paypal', 'b3', [
      row('p1', { payoutDetails: paypal('+x@example.com') }),
    ]);
    expect(lines(paypalFile.files[0]?.csv ?? '')[0]).toMatch(/^"'\+x@example\.com",/);
  });
});

import { describe, expect, it } from 'vitest';
import type { EarningRow } from '@contracts/affiliate-earnings';
import { ledgerCsv } from './ledger-csv';

const row = (overrides: Partial<EarningRow>): EarningRow => ({
  id: 'inv_in_1',
  kind: 'commission',
  createdAt: Date.UTC(2026, 10, 2, 9),
  companyName: 'Northwind Traders',
  invoiceAmountCents: 12_000,
  amountCents: 2_400,
  currency: 'usd',
  invoiceCurrency: 'usd',
  status: 'payable',
  heldReason: null,
  availableAt: Date.UTC(2026, 11, 2, 9),
  adjustmentType: null,
  reason: null,
  referralMove: null,
  rule: {
    source: 'tier',
    commissionType: 'percentage',
    ratePercent: 25,
    planId: 'team',
    tierFrom: 11,
    payingReferrals: 11,
  },
  ...overrides,
});

describe('ledgerCsv', () => {
  it('writes one line per entry, amounts in each currency’s own digits, never converted', () => {
    const csv = ledgerCsv([
      row({}),
      row({
        id: 'inv_in_2',
        currency: 'jpy',
        invoiceCurrency: 'jpy',
        amountCents: 1_500,
        invoiceAmountCents: 7_500,
        companyName: 'Kyoto KK',
      }),
      row({
        id: 'adj_1',
        kind: 'adjustment',
        adjustmentType: 'clawback',
        amountCents: -1_000,
        invoiceAmountCents: null,
        companyName: '',
        reason: '=HYPERLINK("x")',
        rule: null,
      }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'date,kind,company,status,amount,currency,invoice_amount,invoice_currency,available_at,rule,reason,entry_id',
    );
    expect(lines[1]).toBe(
      '2026-11-02,commission,Northwind Traders,payable,24.00,USD,120.00,USD,2026-12-02,25% · tier from 11 paying referrals,,inv_in_1',
    );
    expect(lines[2]).toContain(',1500,JPY,7500,JPY,');
    // A reason typed by a person cannot run as a spreadsheet formula.
    expect(lines[3]).toContain('clawback,,payable,-10.00,USD,,,');
    expect(lines[3]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

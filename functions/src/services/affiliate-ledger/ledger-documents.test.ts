import { describe, expect, it } from 'vitest';
import type { LedgerEntryDoc } from '../../contracts/affiliate-programme';
import { DAY_MS, entryStatus } from './commission';
import {
  commissionEntry,
  companyStateChange,
  disputeWonEntry,
  netAmount,
  refundedGross,
  reversalsAgainst,
} from './ledger-documents';
import type { PaidInvoice } from './stripe-money';

const NOW = 1_800_000_000_000;
const invoice = (patch: Partial<PaidInvoice> = {}): PaidInvoice => ({
  invoiceId: 'in_1',
  customerId: 'cus_1',
  companyId: 'co',
  currency: 'usd',
  amountPaid: 12_000,
  base: 10_000,
  chargeId: 'ch_1',
  paymentIntentId: 'pi_1',
  paidAt: NOW,
  priceId: null,
  planId: 'team',
  ...patch,
});
const commission = (patch: Partial<Parameters<typeof commissionEntry>[0]> = {}) =>
  commissionEntry({
    affiliateUid: 'aff',
    referredUid: 'ref',
    companyId: 'co',
    companyName: 'Co',
    invoice: invoice(),
    amountCents: 2_000,
    currency: 'usd',
    rule: {
      source: 'tier',
      commissionType: 'percentage',
      ratePercent: 25,
      planId: 'team',
      tierFrom: 11,
      payingReferrals: 11,
    },
    referredEmailVerified: true,
    holdDays: 30,
    eventId: 'evt_1',
    now: NOW,
    ...patch,
  });

describe('commissionEntry', () => {
  it('is available after the hold, paid when the referred email is verified', () => {
    expect(commission()).toMatchObject({
      kind: 'commission',
      amountCents: 2_000,
      currency: 'usd',
      availableAt: NOW + 30 * DAY_MS,
      heldReason: null,
      rule: { source: 'tier', ratePercent: 25, tierFrom: 11 },
      invoiceAmountCents: 10_000,
      grossCents: 12_000,
      payoutId: null,
    });
    expect(commission({ referredEmailVerified: false }).heldReason).toBe('emailUnverified');
  });

  it('is written in the currency decided, never held for it; the invoice keeps its own', () => {
    const jpy = invoice({ currency: 'jpy', amountPaid: 1_500, base: 1_500 });
    const entry = commission({ invoice: jpy, amountCents: 300, currency: 'jpy' });
    expect(entry).toMatchObject({
      amountCents: 300,
      currency: 'jpy',
      heldReason: null,
      invoiceAmountCents: 1_500,
      invoiceCurrency: 'jpy',
    });
    expect(entryStatus(entry, NOW + 30 * DAY_MS)).toBe('payable');
    // A flat commission on it is in the programme's currency; the invoice stays in yen.
    expect(commission({ invoice: jpy, amountCents: 5_000, currency: 'usd' })).toMatchObject({
      currency: 'usd',
      heldReason: null,
      invoiceCurrency: 'jpy',
    });
  });
});

describe('companyStateChange', () => {
  const paid = { affiliateUid: 'aff', referredUid: 'ref', paidAt: 500, invoiceId: 'in_2' };
  it('creates the state at the first commission', () => {
    expect(companyStateChange(undefined, paid)).toEqual({
      kind: 'create',
      doc: {
        affiliateUid: 'aff',
        referredUid: 'ref',
        firstCommissionAt: 500,
        firstInvoiceId: 'in_2',
      },
    });
  });

  it('moves the window back for an earlier invoice delivered late, and not forward', () => {
    const state = {
      affiliateUid: 'aff',
      referredUid: 'ref',
      firstCommissionAt: 900,
      firstInvoiceId: 'in_1',
    };
    expect(companyStateChange(state, paid)).toEqual({
      kind: 'update',
      fields: { firstCommissionAt: 500, firstInvoiceId: 'in_2' },
    });
    expect(companyStateChange({ ...state, firstCommissionAt: 100 }, paid)).toBeNull();
  });
});

describe('reversalsAgainst', () => {
  const refund = (entryId: string, grossCents: number, chargeId?: string | null) => ({
    entryId,
    kind: 'refund' as const,
    grossCents,
    refundId: entryId,
    disputeId: null,
    ...(chargeId === undefined ? {} : { chargeId }),
  });

  it('takes back the same share of the commission as of the invoice, never more than is left', () => {
    const written = reversalsAgainst({
      commission: commission(),
      commissionGross: 12_000,
      reversals: [refund('ref_a', 6_000), refund('ref_b', 12_000)],
      netLeft: 2_000,
      eventId: 'evt_2',
      now: NOW,
      chargeId: 'ch_1',
    });
    expect(written.map((w) => [w.entryId, w.entry.amountCents])).toEqual([
      ['ref_a', -1_000],
      ['ref_b', -1_000],
    ]);
    expect(written[0]?.entry).toMatchObject({
      kind: 'refund',
      availableAt: NOW,
      note: 'Refunded',
      chargeId: 'ch_1',
    });
  });

  it('writes nothing once the commission is used up, and keeps each reversal its own charge', () => {
    const none = reversalsAgainst({
      commission: commission(),
      commissionGross: 12_000,
      reversals: [refund('ref_c', 1_000)],
      netLeft: 0,
      eventId: 'e',
      now: NOW,
      chargeId: null,
    });
    expect(none).toEqual([]);
    const [own] = reversalsAgainst({
      commission: commission(),
      commissionGross: 12_000,
      reversals: [refund('ref_d', 1_200, 'ch_other')],
      netLeft: 2_000,
      eventId: 'e',
      now: NOW,
      chargeId: null,
    });
    expect(own?.entry.chargeId).toBe('ch_other');
  });
});

describe('disputeWonEntry', () => {
  it('gives back what the dispute took, held as it was (an entry from before every currency was paid)', () => {
    const dispute: LedgerEntryDoc = {
      ...commission(),
      kind: 'dispute',
      amountCents: -700,
      heldReason: 'currencyReview',
    };
    expect(disputeWonEntry(dispute, 'evt_won', NOW + 1)).toMatchObject({
      kind: 'adjustment',
      amountCents: 700,
      eventId: 'evt_won',
      availableAt: NOW + 1,
      heldReason: 'currencyReview',
      note: 'Dispute won',
    });
    expect(disputeWonEntry({ ...dispute, amountCents: 0 }, 'e', NOW)).toBeNull();
  });
});

describe('refundedGross and netAmount', () => {
  it('counts refunds once, from entries and from markers not yet entries', () => {
    expect(
      refundedGross(
        [
          { id: 'ref_1', kind: 'refund', grossCents: 300 },
          { id: 'inv_1', kind: 'commission', grossCents: 9_000 },
        ],
        [
          { id: 'ref_1', kind: 'refund', grossCents: 300 },
          { id: 'ref_2', kind: 'refund', grossCents: 200 },
          { id: 'dsp_1', kind: 'dispute', grossCents: 1_000 },
        ],
      ),
    ).toBe(500);
  });

  it('sums the amounts that are numbers', () => {
    expect(netAmount([2_000, -500, undefined, 'x'])).toBe(1_500);
  });
});

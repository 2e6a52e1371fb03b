import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAMME_SETTINGS } from '../../contracts/affiliate-programme';
import {
  addMonths,
  decideCommission,
  entryStatus,
  nextPayoutDate,
  normaliseEmail,
  reversalCents,
  selfReferralReason,
  termsFor,
} from './commission';
import { paidInvoiceOf, stripeInvoiceSchema } from './stripe-money';

const terms = termsFor(DEFAULT_PROGRAMME_SETTINGS, null);
/** An invoice of no known plan from an affiliate's first paying referral (no tier reached). */
const decide = (input: Omit<Parameters<typeof decideCommission>[0], 'rates'>) =>
  decideCommission({ rates: { planId: null, payingReferrals: 1 }, ...input });
const T0 = Date.UTC(2026, 0, 31);

describe('commission rules', () => {
  it('takes the override field by field', () => {
    expect(
      termsFor(DEFAULT_PROGRAMME_SETTINGS, { ratePercent: 30, recurringMonths: null }),
    ).toEqual({
      ...terms,
      ratePercent: 30,
      rateFromOverride: true,
      recurringMonths: null,
    });
  });

  it('is a percentage of the base within recurringMonths of the first commission', () => {
    const first = decide({
      terms,
      currency: 'usd',
      base: 1_999,
      paidAt: T0,
      firstCommissionAt: null,
    });
    expect(first).toMatchObject({ kind: 'commission', amountCents: 400, currency: 'usd' });
    const end = addMonths(T0, 12);
    expect(
      decide({
        terms,
        currency: 'usd',
        base: 1_000,
        paidAt: end - 1,
        firstCommissionAt: T0,
      }),
    ).toMatchObject({ kind: 'commission', amountCents: 200, currency: 'usd' });
    expect(
      decide({ terms, currency: 'usd', base: 1_000, paidAt: end, firstCommissionAt: T0 }),
    ).toEqual({
      kind: 'skip',
      reason: 'recurringEnded',
    });
    const lifetime = { ...terms, recurringMonths: null };
    expect(
      decide({
        terms: lifetime,
        currency: 'usd',
        base: 1_000,
        paidAt: T0 * 2,
        firstCommissionAt: T0,
      }).kind,
    ).toBe('commission');
    expect(
      decide({ terms, currency: 'usd', base: 0, paidAt: T0, firstCommissionAt: null }),
    ).toEqual({
      kind: 'skip',
      reason: 'nothingPaid',
    });
  });

  it('is flat once per company', () => {
    const flat = { ...terms, commissionType: 'flat' as const, flatAmountCents: 5_000 };
    expect(
      decide({
        terms: flat,
        currency: 'usd',
        base: 100,
        paidAt: T0,
        firstCommissionAt: null,
      }),
    ).toMatchObject({ kind: 'commission', amountCents: 5_000, currency: 'usd' });
    expect(
      decide({
        terms: flat,
        currency: 'usd',
        base: 100,
        paidAt: T0,
        firstCommissionAt: T0,
      }),
    ).toEqual({
      kind: 'skip',
      reason: 'flatAlreadyEarned',
    });
  });

  it('takes a percentage in the invoice’s currency and minor units, as the provider gave them', () => {
    // JPY has no minor unit: ¥1,999 at 20% is ¥400, not ¥4.
    expect(
      decide({
        terms,
        currency: 'jpy',
        base: 1_999,
        paidAt: T0,
        firstCommissionAt: null,
      }),
    ).toMatchObject({ kind: 'commission', amountCents: 400, currency: 'jpy' });
    expect(
      decide({
        terms,
        currency: 'EUR',
        base: 4_999,
        paidAt: T0,
        firstCommissionAt: null,
      }),
    ).toMatchObject({ kind: 'commission', amountCents: 1_000, currency: 'eur' });
  });

  it('pays a flat amount in the programme’s currency whatever the invoice’s', () => {
    const flat = { ...terms, commissionType: 'flat' as const, flatAmountCents: 5_000 };
    expect(
      decide({
        terms: flat,
        currency: 'jpy',
        base: 1_500,
        paidAt: T0,
        firstCommissionAt: null,
      }),
    ).toMatchObject({ kind: 'commission', amountCents: 5_000, currency: 'usd' });
  });

  it('adds calendar months (end of month clamps)', () => {
    expect(new Date(addMonths(T0, 1)).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(new Date(addMonths(T0, 12)).toISOString().slice(0, 10)).toBe('2027-01-31');
  });

  it('reverses the same share, never more than is left', () => {
    const base = { commissionCents: 2_000, commissionGross: 10_000 };
    expect(reversalCents({ ...base, reversedGross: 2_500, netLeft: 2_000 })).toBe(-500);
    expect(reversalCents({ ...base, reversedGross: 10_000, netLeft: 1_500 })).toBe(-1_500);
    expect(reversalCents({ ...base, reversedGross: 10_000, netLeft: 0 })).toBe(0);
  });
});

describe('self-referral', () => {
  it('normalises addresses: case, +tags, Gmail dots', () => {
    expect(normaliseEmail(' Pay.Me+aff@GoogleMail.com ')).toBe('payme@gmail.com');
    expect(normaliseEmail('first.last+x@example.com')).toBe('first.last@example.com');
    expect(normaliseEmail('')).toBeNull();
  });

  const self = (people: { uid: string; emails: string[] }[]) =>
    selfReferralReason({
      affiliateUid: 'a',
      affiliateEmails: ['pay.me@gmail.com', 'alex@example.com'],
      people,
    });

  it('is the affiliate among the people who run the company, by uid', () => {
    expect(self([{ uid: 'a', emails: [] }])).toMatch(/is the referred user, an owner or an admin/);
    expect(
      self([
        { uid: 'b', emails: [] },
        { uid: 'a', emails: [] },
      ]),
    ).not.toBeNull();
  });

  it("is anyone's address equal to the affiliate's payout or account address", () => {
    expect(self([{ uid: 'b', emails: ['PAYME+1@gmail.com'] }])).toMatch(/email/);
    expect(
      self([
        { uid: 'b', emails: ['other@x.com'] },
        { uid: 'c', emails: ['Alex@Example.com'] },
      ]),
    ).not.toBeNull();
  });

  it('is nobody else', () => {
    expect(
      self([
        { uid: 'b', emails: ['other@gmail.com'] },
        { uid: 'c', emails: [] },
      ]),
    ).toBeNull();
    expect(
      selfReferralReason({ affiliateUid: 'a', affiliateEmails: [null, ''], people: [] }),
    ).toBeNull();
  });
});

describe('flat commissions', () => {
  const flat = termsFor(
    { ...DEFAULT_PROGRAMME_SETTINGS, commissionType: 'flat', flatAmountCents: 5000 },
    null,
  );

  it('pay once per referred person: a second company of theirs earns none', () => {
    const first = { terms: flat, currency: 'usd', base: 1000, paidAt: T0, firstCommissionAt: null };
    expect(decide(first)).toMatchObject({ kind: 'commission', amountCents: 5000, currency: 'usd' });
    expect(decide({ ...first, referredEarnedBefore: true })).toEqual({
      kind: 'skip',
      reason: 'flatAlreadyEarned',
    });
  });
});

describe('statuses and dates', () => {
  it('pending until availableAt, then payable; held and paid win', () => {
    const entry = { availableAt: 1_000, payoutId: null, heldReason: null };
    expect(entryStatus(entry, 999)).toBe('pending');
    expect(entryStatus(entry, 1_000)).toBe('payable');
    expect(entryStatus({ ...entry, heldReason: 'emailUnverified' }, 2_000)).toBe('held');
    expect(entryStatus({ ...entry, payoutId: 'p' }, 0)).toBe('paid');
  });

  it('names the next payout day', () => {
    expect(nextPayoutDate(Date.UTC(2026, 10, 23, 12), 1)).toBe(Date.UTC(2026, 11, 1));
    expect(nextPayoutDate(Date.UTC(2026, 10, 10), 15)).toBe(Date.UTC(2026, 10, 15));
    expect(nextPayoutDate(Date.UTC(2026, 11, 20), 1)).toBe(Date.UTC(2027, 0, 1));
  });
});

describe('Stripe invoices', () => {
  it('reads both API generations: tax, company, payment', () => {
    const modern = paidInvoiceOf(
      stripeInvoiceSchema.parse({
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        currency: 'usd',
        amount_paid: 1_200,
        total_taxes: [{ amount: 200 }],
        parent: { subscription_details: { metadata: { companyId: 'c1' } } },
        payments: { data: [{ payment: { payment_intent: 'pi_1' } }] },
        status_transitions: { paid_at: 10 },
      }),
    );
    expect(modern).toMatchObject({
      companyId: 'c1',
      amountPaid: 1_200,
      base: 1_000,
      paymentIntentId: 'pi_1',
      paidAt: 10_000,
    });
    const legacy = paidInvoiceOf(
      stripeInvoiceSchema.parse({
        id: 'in_2',
        object: 'invoice',
        customer: { id: 'cus_2' },
        currency: 'usd',
        amount_paid: 500,
        tax: 100,
        subscription_details: { metadata: { companyId: 'c2' } },
        charge: 'ch_2',
      }),
    );
    expect(legacy).toMatchObject({
      companyId: 'c2',
      customerId: 'cus_2',
      base: 400,
      chargeId: 'ch_2',
      priceId: null,
      planId: null,
    });
  });

  it('names the billed price (either API) and the checkout’s planId metadata', () => {
    const parse = (fields: object) =>
      paidInvoiceOf(
        stripeInvoiceSchema.parse({
          id: 'in_3',
          object: 'invoice',
          currency: 'usd',
          amount_paid: 500,
          parent: { subscription_details: { metadata: { companyId: 'c', planId: 'team' } } },
          ...fields,
        }),
      );
    expect(parse({})).toMatchObject({ priceId: null, planId: 'team' });
    expect(
      parse({ lines: { data: [{ pricing: { price_details: { price: 'price_business' } } }] } }),
    ).toMatchObject({ priceId: 'price_business', planId: 'team' });
    expect(parse({ lines: { data: [{ price: { id: 'price_old' } }] } }).priceId).toBe('price_old');
    // Lines of a shape we do not know name no price; the invoice is still read.
    expect(parse({ lines: { data: 'nonsense' } }).priceId).toBeNull();
  });
});

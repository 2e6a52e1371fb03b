import { describe, expect, it } from 'vitest';
import {
  discountWords,
  isPromoCode,
  normalisePromoCode,
} from '../../contracts/affiliate-promo-code-format';
import { createPromoCodeInputSchema, promoCodeSchema } from '../../contracts/affiliate-promo-codes';
import { promoOfInvoice, promoOfSession } from './provider-promo';
import type { CheckoutDoc } from './store';
import { checkoutSessionParams, promotionParams } from './stripe-client';
import { stripeCheckoutSessionSchema } from './stripe-objects';
import { discountedAmount } from './test-discount';
import { checkoutPage } from './test-pages';

describe('promo code format', () => {
  it.each([
    [' demo-partner ', 'DEMO-PARTNER', true],
    ['abc', 'ABC', true],
    ['ab', 'AB', false],
    ['A'.repeat(32), 'A'.repeat(32), true],
    ['A'.repeat(33), 'A'.repeat(33), false],
    ['spring sale', 'SPRING SALE', false],
    ['10%OFF', '10%OFF', false],
    ['ÉTÉ-10', 'ÉTÉ-10', false],
  ])('%j is stored as %j (valid: %s)', (typed, stored, valid) => {
    expect(normalisePromoCode(typed)).toBe(stored);
    expect(isPromoCode(typed)).toBe(valid);
    expect(promoCodeSchema.safeParse(typed).success).toBe(valid);
  });

  it('parses a typed code to its stored form, and says why a bad one is refused', () => {
    expect(promoCodeSchema.parse('  podcast-7 ')).toBe('PODCAST-7');
    expect(promoCodeSchema.safeParse('no').error?.issues[0]?.message).toBe(
      'Use 3 to 32 letters, digits or hyphens.',
    );
  });

  it('takes a discount of 1–100% for 1–36 months or every payment, and a Stripe promo id', () => {
    const input = (discount: unknown, stripePromotionCodeId: unknown = null) =>
      createPromoCodeInputSchema.safeParse({
        uid: 'a1',
        code: 'x-1',
        discount,
        stripePromotionCodeId,
      });
    expect(input(null).data).toEqual({
      uid: 'a1',
      code: 'X-1',
      discount: null,
      stripePromotionCodeId: null,
    });
    expect(input({ percentOff: 10, durationMonths: 3 }, 'promo_1AbC').success).toBe(true);
    expect(input({ percentOff: 100, durationMonths: null }).success).toBe(true);
    expect(input({ percentOff: 0, durationMonths: null }).success).toBe(false);
    expect(input({ percentOff: 101, durationMonths: null }).success).toBe(false);
    expect(input({ percentOff: 12.5, durationMonths: null }).success).toBe(false);
    expect(input({ percentOff: 10, durationMonths: 0 }).success).toBe(false);
    expect(input({ percentOff: 10, durationMonths: 37 }).success).toBe(false);
    expect(input(null, 'coupon_1').success).toBe(false);
  });

  it('words a discount', () => {
    expect(discountWords(null)).toBe('No discount');
    expect(discountWords({ percentOff: 10, durationMonths: 1 })).toBe('10% off the first month');
    expect(discountWords({ percentOff: 10, durationMonths: 3 })).toBe('10% off the first 3 months');
    expect(discountWords({ percentOff: 25, durationMonths: null })).toBe('25% off every payment');
  });
});

describe('promo codes at Stripe', () => {
  const request = {
    companyId: 'c1',
    planId: 'team',
    priceId: 'price_team_monthly',
    seats: 2,
    trialDays: 0,
    customerId: null,
    email: 'owner@example.com',
    appUrl: 'https://app.example.com',
  };

  it('without a code, lets the customer type a Stripe promotion code', () => {
    expect(promotionParams(null)).toEqual({ allow_promotion_codes: true });
    const params = checkoutSessionParams(request);
    expect(params.allow_promotion_codes).toBe(true);
    expect(params.discounts).toBeUndefined();
    expect(params.metadata).toEqual({ companyId: 'c1', planId: 'team' });
  });

  it("applies the code's Stripe promotion code and names our code on the session and subscription", () => {
    const params = checkoutSessionParams({
      ...request,
      promotion: { code: 'DEMO-PARTNER', stripePromotionCodeId: 'promo_123' },
    });
    expect(params.discounts).toEqual([{ promotion_code: 'promo_123' }]);
    // Stripe refuses `discounts` beside `allow_promotion_codes`.
    expect(params).not.toHaveProperty('allow_promotion_codes');
    const metadata = { companyId: 'c1', planId: 'team', promoCode: 'DEMO-PARTNER' };
    expect(params.metadata).toEqual(metadata);
    expect(params.subscription_data?.metadata).toEqual(metadata);
  });

  it('names a code without a Stripe promotion code (no discount) and still allows one', () => {
    const params = checkoutSessionParams({
      ...request,
      promotion: { code: 'PODCAST', stripePromotionCodeId: null },
    });
    expect(params.allow_promotion_codes).toBe(true);
    expect(params.discounts).toBeUndefined();
    expect(params.subscription_data?.metadata).toMatchObject({ promoCode: 'PODCAST' });
  });

  const session = (fields: Record<string, unknown>) =>
    stripeCheckoutSessionSchema.parse({
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      ...fields,
    });

  it("reads the code back from a completed session: ours from metadata, else Stripe's id", () => {
    expect(
      promoOfSession(
        session({
          metadata: { companyId: 'c1', promoCode: 'DEMO-PARTNER' },
          discounts: [{ coupon: 'co_1', promotion_code: 'promo_123' }],
        }),
      ),
    ).toEqual({ code: 'DEMO-PARTNER', promotionCodeId: 'promo_123' });
    // Typed on Stripe's page: only the promotion code's id (or the expanded object) is there.
    expect(
      promoOfSession(
        session({
          discounts: [
            { coupon: 'co_1', promotion_code: null },
            { promotion_code: { id: 'promo_9', object: 'promotion_code' } },
          ],
        }),
      ),
    ).toEqual({ code: null, promotionCodeId: 'promo_9' });
    expect(promoOfSession(session({ discounts: null }))).toEqual({
      code: null,
      promotionCodeId: null,
    });
  });

  it('reads the company and code a paid invoice names (both API generations)', () => {
    const meta = { companyId: 'c1', planId: 'team', promoCode: 'DEMO-PARTNER' };
    expect(
      promoOfInvoice({
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_1', metadata: meta } },
      }),
    ).toEqual({ companyId: 'c1', code: 'DEMO-PARTNER' });
    expect(
      promoOfInvoice({ id: 'in_1', object: 'invoice', subscription_details: { metadata: meta } }),
    ).toEqual({ companyId: 'c1', code: 'DEMO-PARTNER' });
    expect(
      promoOfInvoice({
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { metadata: { companyId: 'c1' } } },
      }),
    ).toBeNull();
    expect(promoOfInvoice({ id: 'ch_1', object: 'charge' })).toBeNull();
  });
});

describe('test mode discounts', () => {
  const start = Date.UTC(2026, 0, 31);

  it('takes the percentage off while the discount lasts, rounded to the cent', () => {
    const discount = { percentOff: 10, durationMonths: 3 };
    expect(discountedAmount(1200, null, start, start)).toBe(1200);
    expect(discountedAmount(1200, discount, start, start)).toBe(1080);
    expect(discountedAmount(999, { percentOff: 15, durationMonths: null }, start, start)).toBe(849);
    // Three calendar months from Jan 31: Apr 30.
    expect(discountedAmount(1200, discount, start, Date.UTC(2026, 3, 29))).toBe(1080);
    expect(discountedAmount(1200, discount, start, Date.UTC(2026, 3, 30))).toBe(1200);
    expect(
      discountedAmount(1200, { percentOff: 10, durationMonths: null }, start, Date.UTC(2030, 0, 1)),
    ).toBe(1080);
    expect(discountedAmount(1200, { percentOff: 100, durationMonths: 1 }, start, start)).toBe(0);
  });

  const checkout: CheckoutDoc = {
    companyId: 'c1',
    planId: 'team',
    planName: 'Team',
    interval: 'month',
    seats: 3,
    priceId: 'price_team_monthly',
    amount: 1200,
    currency: 'usd',
    trialDays: 0,
    createdBy: 'u1',
    createdAt: 0,
    expiresAt: 1,
    mode: 'test',
    status: 'open',
    fulfilledAt: null,
    customerId: null,
    completedAt: null,
    subscription: null,
    promoCode: null,
    discount: null,
  };

  it('offers a labelled promo code field, Apply before Pay (Enter applies, never pays)', () => {
    const html = checkoutPage('cs_test_1', checkout, 'Acme');
    expect(html).toMatch(/<label for="promoCode">Promo code<\/label>/);
    expect(html).toMatch(/<input id="promoCode" name="promoCode" value=""/);
    expect(html).toContain('aria-describedby="promo-hint"');
    expect(html.indexOf('value="apply"')).toBeLessThan(html.indexOf('value="pay"'));
    expect(html).toContain('$36.00 per month');
  });

  it('shows an applied code with the first payment discounted', () => {
    const html = checkoutPage('cs_test_1', checkout, 'Acme', {
      typed: 'DEMO-PARTNER',
      applied: { code: 'DEMO-PARTNER', discount: { percentOff: 10, durationMonths: 3 } },
      error: null,
    });
    expect(html).toContain('DEMO-PARTNER: 10% off the first 3 months');
    expect(html).toContain('$32.40 per month; then $36.00 per month');
    expect(html).toContain('value="DEMO-PARTNER"');
  });

  it('announces a refused code at the field and keeps what was typed (escaped)', () => {
    const html = checkoutPage('cs_test_1', checkout, 'Acme', {
      typed: 'NOPE"<b>',
      applied: null,
      error: 'The promo code “NOPE” is not valid. Check it, or continue without a code.',
    });
    expect(html).toContain('value="NOPE&quot;&lt;b&gt;"');
    expect(html).toContain('aria-describedby="promo-hint promo-error" aria-invalid="true"');
    expect(html).toMatch(
      /<p id="promo-error" class="error" role="alert">The promo code “NOPE” is not valid/,
    );
    expect(html).toContain('$36.00 per month');
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_PROMO_CODE_FIELDS, parsePromoCodeForm } from './promo-code-form';

const parse = (fields: Partial<typeof EMPTY_PROMO_CODE_FIELDS>) =>
  parsePromoCodeForm('a1', { ...EMPTY_PROMO_CODE_FIELDS, ...fields });

describe('parsePromoCodeForm', () => {
  it('stores the code in capitals; no percentage is no discount', () => {
    expect(parse({ code: ' podcast-7 ' })).toEqual({
      payload: { uid: 'a1', code: 'PODCAST-7', discount: null, stripePromotionCodeId: null },
    });
  });

  it('takes a discount for some months or every payment, and a Stripe promotion code', () => {
    expect(
      parse({
        code: 'SPRING',
        percentOff: '15',
        durationMonths: '3',
        stripePromotionCodeId: ' promo_1AbC ',
      }),
    ).toEqual({
      payload: {
        uid: 'a1',
        code: 'SPRING',
        discount: { percentOff: 15, durationMonths: 3 },
        stripePromotionCodeId: 'promo_1AbC',
      },
    });
    expect(parse({ code: 'SPRING', percentOff: '100' })).toMatchObject({
      payload: { discount: { percentOff: 100, durationMonths: null } },
    });
  });

  it('says what is wrong with each field, in the words of the contract', () => {
    expect(
      parse({
        code: 'no',
        percentOff: '12.5',
        durationMonths: 'three',
        stripePromotionCodeId: 'coupon_1',
      }),
    ).toEqual({
      errors: {
        code: 'Use 3 to 32 letters, digits or hyphens.',
        percentOff: 'Enter a whole percentage from 1 to 100.',
        durationMonths: 'Enter a whole number of months, or leave it empty for every payment.',
        stripePromotionCodeId: 'A Stripe promotion code id starts with promo_.',
      },
    });
    expect(parse({ code: 'OK-1', percentOff: '0' })).toEqual({
      errors: { percentOff: 'Enter a percentage from 1 to 100.' },
    });
    expect(parse({ code: 'OK-1', percentOff: '10', durationMonths: '40' })).toEqual({
      errors: { durationMonths: 'Enter 1 to 36 months, or leave it empty for every payment.' },
    });
    expect(parse({ code: 'OK-1', durationMonths: '3' })).toEqual({
      errors: { percentOff: 'Enter the percentage off, or leave the months empty too.' },
    });
  });
});

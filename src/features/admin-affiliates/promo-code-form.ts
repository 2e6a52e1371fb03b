import type { CreatePromoCodeInput } from '@contracts/affiliate-promo-codes';
import { createPromoCodeInputSchema } from '@contracts/affiliate-promo-codes';

/**
 * The "New promo code" form's pure part: the fields as typed turned into the contract's payload
 * (an empty discount is none; empty months are every payment), each field's problem in the
 * contract's words.
 */

export interface PromoCodeFields {
  code: string;
  percentOff: string;
  durationMonths: string;
  stripePromotionCodeId: string;
}
export type PromoCodeField = keyof PromoCodeFields;

export const EMPTY_PROMO_CODE_FIELDS: PromoCodeFields = {
  code: '',
  percentOff: '',
  durationMonths: '',
  stripePromotionCodeId: '',
};

/** A whole number as typed, NaN when it is something else (the schema then says what is wrong). */
const wholeNumber = (text: string) =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

export function parsePromoCodeForm(
  uid: string,
  fields: PromoCodeFields,
): { payload: CreatePromoCodeInput } | { errors: Partial<Record<PromoCodeField, string>> } {
  const errors: Partial<Record<PromoCodeField, string>> = {};
  const hasDiscount = fields.percentOff.trim() !== '';
  if (!hasDiscount && fields.durationMonths.trim() !== '') {
    errors.percentOff = 'Enter the percentage off, or leave the months empty too.';
  }
  if (hasDiscount && Number.isNaN(wholeNumber(fields.percentOff))) {
    errors.percentOff = 'Enter a whole percentage from 1 to 100.';
  }
  if (fields.durationMonths.trim() !== '' && Number.isNaN(wholeNumber(fields.durationMonths))) {
    errors.durationMonths = 'Enter a whole number of months, or leave it empty for every payment.';
  }
  const stripeId = fields.stripePromotionCodeId.trim();
  const parsed = createPromoCodeInputSchema.safeParse({
    uid,
    code: fields.code,
    discount: hasDiscount
      ? {
          percentOff: wholeNumber(fields.percentOff),
          durationMonths:
            fields.durationMonths.trim() === '' ? null : wholeNumber(fields.durationMonths),
        }
      : null,
    stripePromotionCodeId: stripeId === '' ? null : stripeId,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      const field: PromoCodeField | null =
        first === 'code'
          ? 'code'
          : first === 'stripePromotionCodeId'
            ? 'stripePromotionCodeId'
            : first === 'discount'
              ? second === 'durationMonths'
                ? 'durationMonths'
                : 'percentOff'
              : null;
      if (field) errors[field] ??= issue.message;
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) {
    return {
      payload: {
        uid,
        code: parsed.data.code,
        discount: parsed.data.discount,
        stripePromotionCodeId: parsed.data.stripePromotionCodeId,
      },
    };
  }
  return { errors };
}

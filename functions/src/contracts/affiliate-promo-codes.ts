import { z } from 'zod';
import {
  normalisePromoCode,
  PROMO_CODE_PATTERN,
  PROMO_CODE_RULE,
} from './affiliate-promo-code-format';

/**
 * affiliatePromoCodes/{CODE}: a code a super admin gave an approved affiliate. A checkout paid
 * with it refers the company to the affiliate when nothing referred it before (no tracked visit
 * needed: another device, an ad blocker, a podcast), and may give the customer a discount.
 * Written only by functions; the affiliate reads their own, super admins all.
 */

export const AFFILIATE_PROMO_CODES = 'affiliatePromoCodes';

/** A code as typed anywhere: trimmed and upper-cased, then checked. */
export const promoCodeSchema = z
  .string()
  .max(100)
  .transform(normalisePromoCode)
  .pipe(z.string().regex(PROMO_CODE_PATTERN, PROMO_CODE_RULE));

/** The longest discount a code may promise, in months (null: every payment). */
export const PROMO_DISCOUNT_MAX_MONTHS = 36;

export const promoDiscountSchema = z.object({
  percentOff: z
    .number()
    .int('Enter a whole percentage.')
    .min(1, 'Enter a percentage from 1 to 100.')
    .max(100, 'Enter a percentage from 1 to 100.'),
  durationMonths: z
    .number()
    .int('Enter a whole number of months.')
    .min(1, `Enter 1 to ${PROMO_DISCOUNT_MAX_MONTHS} months, or leave it empty for every payment.`)
    .max(
      PROMO_DISCOUNT_MAX_MONTHS,
      `Enter 1 to ${PROMO_DISCOUNT_MAX_MONTHS} months, or leave it empty for every payment.`,
    )
    .nullable(),
});

/** Stripe's id of the promotion code that carries the discount there (`promo_…`). */
export const stripePromotionCodeIdSchema = z
  .string()
  .trim()
  .regex(/^promo_[A-Za-z0-9]{1,200}$/, 'A Stripe promotion code id starts with promo_.');

export const promoCodeDocSchema = z.object({
  code: z.string(),
  affiliateUid: z.string(),
  discount: promoDiscountSchema.nullable(),
  /** Stripe mode: the promotion code passed on the checkout session (null: none set up). */
  stripePromotionCodeId: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.number(),
  createdBy: z.string(),
  deactivatedAt: z.number().nullable(),
  deactivatedBy: z.string().nullable(),
  /** Companies the code referred to its affiliate (not every checkout that used it). */
  redemptions: z.number().int().min(0),
});
export type PromoCodeDoc = z.infer<typeof promoCodeDocSchema>;

export const createPromoCodeInputSchema = z.object({
  uid: z.string().min(1).max(128),
  code: promoCodeSchema,
  discount: promoDiscountSchema.nullable().default(null),
  stripePromotionCodeId: stripePromotionCodeIdSchema.nullable().default(null),
});
export type CreatePromoCodeInput = z.input<typeof createPromoCodeInputSchema>;

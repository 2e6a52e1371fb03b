/**
 * Promo codes' format and wording, without zod: the pricing page (public, kept free of zod) and
 * the dashboard check and word codes with these; affiliate-promo-codes.ts builds its schemas on
 * them.
 */

export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 32;
/** A normalised code: upper-case letters, digits and hyphens. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;
export const PROMO_CODE_RULE = 'Use 3 to 32 letters, digits or hyphens.';

/** How every code is stored and compared: trimmed, upper case (so "demo-partner" works too). */
export const normalisePromoCode = (raw: string): string => raw.trim().toUpperCase();

export const isPromoCode = (raw: string): boolean =>
  PROMO_CODE_PATTERN.test(normalisePromoCode(raw));

/** A customer discount: a percentage off, for a number of months (null: as long as it lasts). */
export interface PromoDiscount {
  percentOff: number;
  durationMonths: number | null;
}

/** "10% off the first 3 months", "10% off the first month", "10% off every payment". */
export function discountWords(discount: PromoDiscount | null): string {
  if (!discount) return 'No discount';
  const { percentOff, durationMonths } = discount;
  if (durationMonths === null) return `${percentOff}% off every payment`;
  return durationMonths === 1
    ? `${percentOff}% off the first month`
    : `${percentOff}% off the first ${durationMonths} months`;
}

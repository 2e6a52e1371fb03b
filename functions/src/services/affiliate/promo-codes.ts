import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  isPromoCode,
  normalisePromoCode,
  type PromoDiscount,
} from '../../contracts/affiliate-promo-code-format';
import { AFFILIATE_PROMO_CODES, promoCodeDocSchema } from '../../contracts/affiliate-promo-codes';
import { zodConverter } from '../../lib/converters';
import { affiliateConverter, collections } from './store';

/** affiliatePromoCodes/{CODE} (contracts/affiliate-promo-codes.ts): the id is the code itself. */
export const promoCodeConverter = zodConverter(promoCodeDocSchema, 'affiliate promo code');

export const promoCodesRef = (db: Firestore) =>
  db.collection(AFFILIATE_PROMO_CODES).withConverter(promoCodeConverter);

export const promoCodeRef = (db: Firestore, code: string) => promoCodesRef(db).doc(code);

/** A code a customer may use at checkout now. */
export interface UsablePromoCode {
  code: string;
  affiliateUid: string;
  discount: PromoDiscount | null;
  stripePromotionCodeId: string | null;
}

/** Why a typed code cannot be used, in words for the customer (the checkout pages show it). */
export class PromoCodeRefusal extends Error {}

/**
 * The code a customer typed, if it can be used: it exists, is active and its affiliate is
 * approved. Otherwise a PromoCodeRefusal that does not say which (a suspended affiliate's code
 * reads like an unknown one: nothing about the affiliate leaks to a customer).
 */
export async function usablePromoCode(db: Firestore, typed: string): Promise<UsablePromoCode> {
  const code = normalisePromoCode(typed);
  const unusable = new PromoCodeRefusal(
    `The promo code “${code}” is not valid. Check it, or continue without a code.`,
  );
  if (!isPromoCode(code)) throw unusable;
  const stored = (await promoCodeRef(db, code).get()).data();
  if (!stored?.active) throw unusable;
  const affiliate = (
    await db
      .collection(collections.affiliates)
      .doc(stored.affiliateUid)
      .withConverter(affiliateConverter)
      .get()
  ).data();
  if (affiliate?.status !== 'approved') throw unusable;
  return {
    code,
    affiliateUid: stored.affiliateUid,
    discount: stored.discount,
    stripePromotionCodeId: stored.stripePromotionCodeId,
  };
}

/** A PromoCodeRefusal as a callable's answer: an invalid `promoCode` field, which forms show. */
export function promoCodeFieldError(refusal: PromoCodeRefusal): HttpsError {
  return new HttpsError('invalid-argument', refusal.message, {
    issues: [{ path: 'payload.promoCode', message: refusal.message }],
  });
}

/** Our code behind a Stripe promotion code (typed on Stripe's own page), or null. */
export async function codeOfStripePromotion(
  db: Firestore,
  promotionCodeId: string,
): Promise<string | null> {
  const found = await promoCodesRef(db)
    .where('stripePromotionCodeId', '==', promotionCodeId)
    .limit(1)
    .get();
  return found.docs[0]?.id ?? null;
}

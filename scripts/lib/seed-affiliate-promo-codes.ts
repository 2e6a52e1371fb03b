import type { Firestore } from 'firebase-admin/firestore';
import type { PromoCodeDoc } from '../../functions/src/contracts/affiliate-promo-codes';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo affiliate's promo code: DEMO-PARTNER, 10% off the first 3 months, given by the demo
 * super admin. Their dashboard lists it; a checkout paid with it in test mode refers the
 * company to them. No Stripe promotion code: test mode gives the discount itself.
 */
export const DEMO_PROMO_CODE: PromoCodeDoc = {
  code: 'DEMO-PARTNER',
  affiliateUid: 'demo-affiliate',
  discount: { percentOff: 10, durationMonths: 3 },
  stripePromotionCodeId: null,
  active: true,
  createdAt: 0,
  createdBy: 'demo-super-admin',
  deactivatedAt: null,
  deactivatedBy: null,
  redemptions: 0,
};

/** Writes the code unless it exists (its redemptions, or a deactivation since, are kept). */
export async function seedAffiliatePromoCodes(db: Firestore): Promise<void> {
  const ref = db.doc(`affiliatePromoCodes/${DEMO_PROMO_CODE.code}`);
  if ((await ref.get()).exists) return;
  await ref.set({ ...DEMO_PROMO_CODE, createdAt: Date.now() - 20 * DAY });
}

import { HttpsError } from 'firebase-functions/v2/https';
import type { PromoCodeDoc } from '../../contracts/affiliate-promo-codes';
import type { PromoDiscount } from '../../contracts/affiliate-promo-code-format';
import { auditActor, recordAudit } from '../admin/audit';
import { refuseOwnAffiliateAccount } from '../admin/own-affiliate-account';
import { promoCodeRef, promoCodesRef } from '../affiliate/promo-codes';
import { affiliateConverter, collections } from '../affiliate/store';
import type { Actor, AdminAffiliateDeps } from './deps';

/**
 * An affiliate's promo codes (affiliatePromoCodes/{CODE}) on their admin page: listed, created
 * for an approved affiliate, deactivated. Each change is audited in its transaction, and never
 * by a super admin deciding about their own affiliate account (separation of duties).
 */

/** More than any affiliate needs; the page lists them all. */
const MAX_CODES_LISTED = 100;

export async function listPromoCodes(
  payload: { uid: string },
  deps: Pick<AdminAffiliateDeps, 'db'>,
): Promise<{ codes: PromoCodeDoc[] }> {
  const snap = await promoCodesRef(deps.db)
    .where('affiliateUid', '==', payload.uid)
    .limit(MAX_CODES_LISTED)
    .get();
  const codes = snap.docs.map((doc) => doc.data()).sort((a, b) => b.createdAt - a.createdAt);
  return { codes };
}

/**
 * A new code for an approved affiliate. Codes are unique across all affiliates, inactive ones
 * included (a code once given out is never given to someone else), and so is a Stripe
 * promotion code (a code typed on Stripe's page is mapped back to ours by it).
 */
export async function createPromoCode(
  payload: {
    uid: string;
    code: string;
    discount: PromoDiscount | null;
    stripePromotionCodeId: string | null;
  },
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
): Promise<{ code: string }> {
  const { db, now } = deps;
  const { uid, code, discount, stripePromotionCodeId } = payload;
  await refuseOwnAffiliateAccount(db, actor.uid, uid);
  await db.runTransaction(async (tx) => {
    const [affiliateSnap, codeSnap, sameStripeCode] = await Promise.all([
      tx.get(db.collection(collections.affiliates).doc(uid).withConverter(affiliateConverter)),
      tx.get(promoCodeRef(db, code)),
      stripePromotionCodeId
        ? tx.get(
            promoCodesRef(db).where('stripePromotionCodeId', '==', stripePromotionCodeId).limit(1),
          )
        : null,
    ]);
    const affiliate = affiliateSnap.data();
    if (!affiliate) throw new HttpsError('not-found', 'There is no such affiliate.');
    if (affiliate.status !== 'approved') {
      throw new HttpsError(
        'failed-precondition',
        'Only an approved affiliate can be given a promo code.',
      );
    }
    if (codeSnap.exists) {
      throw new HttpsError('already-exists', `The code “${code}” is taken. Choose another.`, {
        issues: [{ path: 'payload.code', message: `“${code}” is taken. Choose another.` }],
      });
    }
    if (sameStripeCode && !sameStripeCode.empty) {
      const message = `Stripe promotion code ${stripePromotionCodeId} is already used by ${sameStripeCode.docs[0]?.id}.`;
      throw new HttpsError('already-exists', message, {
        issues: [{ path: 'payload.stripePromotionCodeId', message }],
      });
    }
    const doc: PromoCodeDoc = {
      code,
      affiliateUid: uid,
      discount,
      stripePromotionCodeId,
      active: true,
      createdAt: now,
      createdBy: actor.uid,
      deactivatedAt: null,
      deactivatedBy: null,
      redemptions: 0,
    };
    tx.create(promoCodeRef(db, code), doc);
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliates.createPromoCode',
      target: { kind: 'affiliate', id: uid, label: affiliate.username },
      before: null,
      after: { code, discount, stripePromotionCodeId },
      at: now,
    });
  });
  return { code };
}

/** Stops a code working at checkout. Companies it referred stay referred (frozen referrals). */
export async function deactivatePromoCode(
  payload: { code: string },
  actor: Actor,
  deps: Pick<AdminAffiliateDeps, 'db' | 'now'>,
): Promise<{ code: string }> {
  const { db, now } = deps;
  const { code } = payload;
  await db.runTransaction(async (tx) => {
    const stored = (await tx.get(promoCodeRef(db, code))).data();
    if (!stored) throw new HttpsError('not-found', `There is no promo code “${code}”.`);
    await refuseOwnAffiliateAccount(db, actor.uid, stored.affiliateUid, tx);
    const affiliate = (
      await tx.get(
        db
          .collection(collections.affiliates)
          .doc(stored.affiliateUid)
          .withConverter(affiliateConverter),
      )
    ).data();
    if (!stored.active) {
      throw new HttpsError('failed-precondition', `The code “${code}” is already inactive.`);
    }
    tx.update(promoCodeRef(db, code), {
      active: false,
      deactivatedAt: now,
      deactivatedBy: actor.uid,
    });
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'affiliates.deactivatePromoCode',
      target: { kind: 'affiliate', id: stored.affiliateUid, label: affiliate?.username ?? null },
      before: { code, active: true },
      after: { code, active: false },
      at: now,
    });
  });
  return { code };
}

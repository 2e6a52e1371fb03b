import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { zodConverter } from '../../lib/converters';
import { collections } from './store';

/**
 * affiliateReferrals/{companyId}: which affiliate a company's revenue is credited to, frozen.
 *
 * A referral belongs to the company, never to whoever owns it now: were it read from the current
 * owner's attribution, an owner could hand a paying company to an account that signed up through
 * their own (or a friend's) link and turn revenue nobody referred into commission. So the
 * referral is decided once, from the attribution of the person who created the company, and no
 * later change of owner moves it:
 * - when the company is created (`source: 'companyCreated'`), from its creator's attribution;
 * - when the creator's attribution is decided after that (the attribution call is retried for a
 *   while after sign-up), onto the companies they created that are still unreferred
 *   (`source: 'attribution'`);
 * - companies created before referrals were frozen get theirs from the maintenance job's
 *   backfill (`source: 'backfill'`, freeze-legacy-referrals.ts) or, if an invoice comes first,
 *   at their first paid invoice (`source: 'firstInvoice'`), from the owner of that moment;
 * - a company still unreferred when a checkout is paid with an affiliate's promo code goes to
 *   that affiliate (`source: 'promoCode'`, promo-attribution.ts); a referred one keeps its own.
 * `affiliateUid: null` is a decision too: an unreferred company stays unreferred.
 * A super admin may move it afterwards, to another approved affiliate or to none
 * (`source: 'reassigned'`, adminAffiliateOperations.reassignReferral, audited): commissions from
 * then on follow it; entries already written stay with whom they were written for. A later
 * attribution never overrides that decision.
 * Written only by functions; super admins read it.
 */
export const companyReferralDocSchema = z.object({
  companyId: z.string(),
  /** The person whose sign-up the referral credits (the company's creator). */
  referredUid: z.string(),
  affiliateUid: z.string().nullable(),
  source: z.enum([
    'companyCreated',
    'attribution',
    'firstInvoice',
    'backfill',
    'reassigned',
    'promoCode',
  ]),
  frozenAt: z.number(),
  /** `source: 'promoCode'`: the code the checkout was paid with. */
  promoCode: z.string().optional(),
});
export type CompanyReferralDoc = z.infer<typeof companyReferralDocSchema>;

export const companyReferralConverter = zodConverter(companyReferralDocSchema, 'company referral');

export const companyReferralRef = (db: Firestore, companyId: string) =>
  db.collection(collections.referrals).doc(companyId);

/** The affiliate a user's sign-up was credited to, or null (not attributed, or not decided). */
export async function attributedAffiliate(
  tx: Transaction,
  db: Firestore,
  uid: string,
): Promise<string | null> {
  const decision = await tx.get(db.collection(collections.attributions).doc(uid));
  const affiliateUid = decision.get('affiliateUid') as unknown;
  return decision.get('attributed') === true && typeof affiliateUid === 'string'
    ? affiliateUid
    : null;
}

/** Writes a company's frozen referral (call after the transaction's reads). */
export function freezeReferral(tx: Transaction, db: Firestore, referral: CompanyReferralDoc): void {
  tx.set(companyReferralRef(db, referral.companyId), referral);
}

/**
 * After a user's sign-up is attributed: the companies they created before the decision, still
 * unreferred, are credited to the affiliate (the attribution call may come after the first
 * company, when its first try got no answer). Reads inside `tx`; call before its writes, then
 * run the returned function after them.
 */
export async function unreferredCompaniesOf(
  tx: Transaction,
  db: Firestore,
  uid: string,
): Promise<(affiliateUid: string, now: number) => void> {
  const snap = await tx.get(
    db
      .collection(collections.referrals)
      .where('referredUid', '==', uid)
      .where('affiliateUid', '==', null),
  );
  return (affiliateUid, now) => {
    for (const doc of snap.docs) {
      // A super admin took this company's referral away on purpose: an attribution does not undo it.
      if (doc.get('source') === 'reassigned') continue;
      tx.update(doc.ref, { affiliateUid, source: 'attribution', frozenAt: now });
    }
  };
}

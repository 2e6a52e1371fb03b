import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { programmeCollections } from '../../contracts/affiliate-programme';
import { selfReferralReason, type ReferredPerson } from '../affiliate-ledger/commission';
import { openFlag } from '../affiliate-ledger/ledger-documents';
import { referralOfCompany, referredSide } from '../affiliate-ledger/referred-side';
import { companyConverter, companyRef, membersRef } from '../companies/store';
import {
  companyReferralConverter,
  companyReferralRef,
  type CompanyReferralDoc,
} from './company-referral';
import { promoCodeRef } from './promo-codes';
import { affiliateConverter, collections, isCountingAffiliate } from './store';

/**
 * A checkout paid with an affiliate's promo code refers the company to the affiliate, without
 * any tracked visit (another device, an ad blocker, a code heard on a podcast), when:
 * - the company has no referral yet: a company already referred keeps it (the frozen rule; a
 *   tracked click that referred it comes first, whoever's code is used later; see the
 *   affiliate programme's page), and a super admin's reassignment to nobody stands;
 * - the code is active and its affiliate's link counts (approved, current agreement accepted);
 * - it is no self-referral: the affiliate is not the buyer, not a member of the company, and
 *   shares no address with its referred person, owners or admins (the ledger's check). A
 *   self-referral earns nothing and opens a `selfReferral` flag.
 * The customer's discount does not depend on this: it was given at checkout.
 *
 * Idempotent: the fulfilment of a checkout (webhook or success page, whichever is first) and
 * the paid invoice of a subscription that names the code may each run it; once the company is
 * referred, later runs change nothing.
 */

export type PromoOutcome =
  | 'credited'
  | 'already-referred'
  | 'reassigned'
  | 'self-referral'
  | 'unknown-code'
  | 'inactive-code'
  | 'affiliate-not-counting'
  | 'unknown-company';

export interface PromoCreditDeps {
  db: Firestore;
  now: number;
  /** The referred side's addresses (self-referral); the default app's when absent. */
  auth?: Auth;
}

export async function creditPromoCode(
  input: { companyId: string; code: string; buyerUid: string | null },
  deps: PromoCreditDeps,
): Promise<PromoOutcome> {
  const outcome = await decide(input, deps);
  logger.info('affiliate promo code at checkout', { ...input, outcome });
  return outcome;
}

async function decide(
  input: { companyId: string; code: string; buyerUid: string | null },
  deps: PromoCreditDeps,
): Promise<PromoOutcome> {
  const { db, now } = deps;
  const { companyId, code, buyerUid } = input;
  const company = (await companyRef(db, companyId).withConverter(companyConverter).get()).data();
  if (!company) return 'unknown-company';
  // As the ledger reads it: a company from before referrals were frozen may have none stored.
  const { referral: current, stored } = await referralOfCompany(
    db,
    companyId,
    company.ownerUid,
    now,
  );
  const settled = settledReferral(current);
  if (settled) return settled;
  const codeDoc = (await promoCodeRef(db, code).get()).data();
  if (!codeDoc) return 'unknown-code';
  if (!codeDoc.active) return 'inactive-code';
  const affiliateUid = codeDoc.affiliateUid;
  if (!(await isCountingAffiliate(db, affiliateUid))) return 'affiliate-not-counting';
  // Auth is not Firestore: the addresses of the people who run the company, read first.
  const side = await referredSide(db, deps.auth ?? getAuth(), {
    companyId,
    referredUid: current.referredUid,
    affiliateUid,
  });
  const affiliate = (
    await db
      .collection(collections.affiliates)
      .doc(affiliateUid)
      .withConverter(affiliateConverter)
      .get()
  ).data();
  const affiliateEmails = [affiliate?.payoutEmail, side.affiliateAuthEmail];

  return db.runTransaction(async (tx) => {
    const referralRef = companyReferralRef(db, companyId).withConverter(companyReferralConverter);
    const flagRef = db
      .collection(programmeCollections.flags)
      .doc(`selfReferral_${affiliateUid}_${companyId}`);
    const [referralSnap, members, flagSnap] = await Promise.all([
      tx.get(referralRef),
      tx.get(membersRef(db, companyId)),
      tx.get(flagRef),
    ]);
    const latest = referralSnap.data();
    if (latest) {
      const decided = settledReferral(latest);
      if (decided) return decided;
    } else if (stored) {
      throw new Error(`The referral of company ${companyId} disappeared while it was read.`);
    }
    const people: ReferredPerson[] = [
      ...side.people,
      ...members.docs.map((doc) => ({
        uid: doc.id,
        emails: [doc.get('email') as string | undefined],
      })),
    ];
    const selfReferral =
      buyerUid === affiliateUid
        ? 'The affiliate bought with their own promo code.'
        : members.docs.some((doc) => doc.id === affiliateUid)
          ? 'The affiliate is a member of the company that used their promo code.'
          : selfReferralReason({ affiliateUid, affiliateEmails, people });
    if (selfReferral) {
      if (!flagSnap.exists) {
        const note = `Promo code ${code}: ${selfReferral}`;
        tx.set(flagRef, openFlag('selfReferral', affiliateUid, companyId, note, now));
      }
      return 'self-referral';
    }
    const referral: CompanyReferralDoc = {
      companyId,
      referredUid: current.referredUid,
      affiliateUid,
      source: 'promoCode',
      frozenAt: now,
      promoCode: code,
    };
    tx.set(referralRef, referral);
    tx.update(promoCodeRef(db, code), { redemptions: FieldValue.increment(1) });
    return 'credited';
  });
}

/** What an existing referral decides by itself: referred already, or taken away on purpose. */
function settledReferral(referral: CompanyReferralDoc): PromoOutcome | null {
  if (referral.affiliateUid !== null) return 'already-referred';
  return referral.source === 'reassigned' ? 'reassigned' : null;
}

import { attributedAffiliate, freezeReferral } from '../affiliate/company-referral';
import { setActiveCompany } from './active-company';
import type { CompanyDeps } from './deps';
import { memberFromUser, requireNotBeingDeleted } from './membership';
import { claimSlug, isAlreadyExists, slugHolder, slugTaken } from './slugs';
import { collections, memberRef, type StoredCompany } from './store';

export interface CompanyDetails {
  name: string;
  slug: string;
  logoUrl: string | null;
  website: string | null;
}

/**
 * Creates a company owned by the caller: the company, its slug claim and the owner's member
 * document in one transaction (two creates of one slug: exactly one wins), makes it the
 * caller's active company and freezes its affiliate referral (company-referral.ts).
 */
export async function createCompany(
  input: CompanyDetails,
  uid: string,
  deps: CompanyDeps,
): Promise<{ companyId: string }> {
  const { db, now } = deps;
  const user = await deps.auth.getUser(uid);
  const companyRef = db.collection(collections.companies).doc();
  const company: StoredCompany = {
    ...input,
    ownerUid: uid,
    memberCount: 1,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.runTransaction(async (tx) => {
      await requireNotBeingDeleted(tx, db, uid);
      if ((await slugHolder(tx, db, input.slug)) !== null) throw slugTaken(input.slug);
      // The company's referral is its creator's, frozen now: a later owner never moves it.
      const affiliateUid = await attributedAffiliate(tx, db, uid);
      claimSlug(tx, db, input.slug, companyRef.id);
      tx.create(companyRef, company);
      tx.create(
        memberRef(db, companyRef.id, uid),
        memberFromUser(user, companyRef.id, 'owner', now),
      );
      setActiveCompany(tx, db, uid, companyRef.id);
      freezeReferral(tx, db, {
        companyId: companyRef.id,
        referredUid: uid,
        affiliateUid,
        source: 'companyCreated',
        frozenAt: now,
      });
    });
  } catch (error) {
    if (isAlreadyExists(error)) throw slugTaken(input.slug);
    throw error;
  }
  return { companyId: companyRef.id };
}

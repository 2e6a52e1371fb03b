import type { Firestore } from 'firebase-admin/firestore';
import { AFFILIATE_AGREEMENT_KIND } from '../../contracts/policies';
import { policyConverter, policyRef } from '../policies/store';

/** policies/affiliateAgreement: which agreement version is current. */
export const agreementRef = (db: Firestore) => policyRef(db, AFFILIATE_AGREEMENT_KIND);

/**
 * The agreement version approved affiliates must have accepted, or null when none was ever
 * published (then nobody is held back: see `hasAcceptedCurrentAgreement`). Tracking, attribution
 * and payouts call it; one document read.
 */
export async function currentAgreementVersion(db: Firestore): Promise<number | null> {
  const policy = (await agreementRef(db).withConverter(policyConverter).get()).data();
  return policy?.currentVersion ?? null;
}

import { FieldPath } from 'firebase-admin/firestore';
import type { ReferralRow } from '../../contracts/admin-affiliates';
import { companyReferralConverter } from '../affiliate/company-referral';
import { collections } from '../affiliate/store';
import { companyRef } from '../companies/store';
import type { AdminAffiliateDeps } from './deps';

/**
 * The companies whose frozen referral credits the affiliate (affiliateReferrals), a page at a
 * time by company id (the equality filter's own index serves it), with each company's name. The
 * cursor is the last company id of the page.
 */
export async function listReferrals(
  payload: { uid: string; pageSize: number; cursor: string | null },
  deps: Pick<AdminAffiliateDeps, 'db'>,
): Promise<{ referrals: ReferralRow[]; nextCursor: string | null }> {
  const { db } = deps;
  let query = db
    .collection(collections.referrals)
    .where('affiliateUid', '==', payload.uid)
    .orderBy(FieldPath.documentId())
    .withConverter(companyReferralConverter);
  if (payload.cursor) query = query.startAfter(payload.cursor);
  const snap = await query.limit(payload.pageSize + 1).get();
  const docs = snap.docs.slice(0, payload.pageSize);
  const companies =
    docs.length > 0 ? await db.getAll(...docs.map((doc) => companyRef(db, doc.id))) : [];
  const names = new Map(
    companies.map((company) => [company.id, (company.get('name') as string | undefined) ?? null]),
  );
  return {
    referrals: docs.map((doc) => {
      const referral = doc.data();
      return {
        companyId: doc.id,
        companyName: names.get(doc.id) ?? null,
        source: referral.source,
        frozenAt: referral.frozenAt,
      };
    }),
    nextCursor: snap.size > payload.pageSize ? (docs.at(-1)?.id ?? null) : null,
  };
}

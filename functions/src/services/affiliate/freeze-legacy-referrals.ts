import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { referralOfCompany } from '../affiliate-ledger/referred-side';
import { companyReferralRef } from './company-referral';

/** maintenance/affiliateReferralBackfill: how far the backfill below has come. Functions only. */
const stateRef = (db: Firestore) => db.collection('maintenance').doc('affiliateReferralBackfill');

/**
 * Companies created before referrals were frozen have none until their first paid invoice, so
 * until then a transfer could still pick whose referral they take. The maintenance job freezes
 * theirs now, a page at a time (resumable: the cursor is kept), from the commission they already
 * earned or their owner's attribution. Every company created since has one from its creation,
 * so once the pages run out the backfill is done for good. Answers how many it froze.
 */
export async function freezeLegacyReferrals(
  db: Firestore,
  now: number,
  pageSize = 300,
): Promise<number> {
  const state = await stateRef(db).get();
  if (state.get('done') === true) return 0;
  let query = db
    .collection('companies')
    .orderBy(FieldPath.documentId())
    .select('ownerUid')
    .limit(pageSize);
  const cursor: unknown = state.get('cursor');
  if (typeof cursor === 'string') query = query.startAfter(cursor);
  const page = await query.get();
  const referrals = page.empty
    ? []
    : await db.getAll(...page.docs.map((doc) => companyReferralRef(db, doc.id)));
  let frozen = 0;
  for (const [i, company] of page.docs.entries()) {
    const ownerUid: unknown = company.get('ownerUid');
    if (referrals[i]?.exists || typeof ownerUid !== 'string') continue;
    const { referral } = await referralOfCompany(db, company.id, ownerUid, now);
    const created = await companyReferralRef(db, company.id)
      .create({ ...referral, source: 'backfill' })
      .then(() => true)
      .catch(() => false); // frozen meanwhile (a first invoice): that one stands
    if (created) frozen += 1;
  }
  await stateRef(db).set({
    cursor: page.docs.at(-1)?.id ?? (typeof cursor === 'string' ? cursor : null),
    done: page.size < pageSize,
    at: now,
  });
  return frozen;
}

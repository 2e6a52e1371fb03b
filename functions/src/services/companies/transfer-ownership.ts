import { HttpsError } from 'firebase-functions/v2/https';
import { attributedAffiliate } from '../affiliate/company-referral';
import { ownershipTransferFlag } from '../affiliate/fraud-flags';
import type { CompanyDeps } from './deps';
import { requireRole } from './membership';
import { memberRef } from './store';
import { COMPANY_ACTIONS } from '../../contracts/company-permissions';

/**
 * The owner hands the company to another member, and stays on as an admin. The company's
 * affiliate referral does not move (company-referral.ts); handing it to someone who signed up
 * through an affiliate's link is how a referral would be steered, so it opens a review flag.
 */
export async function transferOwnership(
  input: { companyId: string; newOwnerUid: string },
  uid: string,
  deps: CompanyDeps,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  await db.runTransaction(async (tx) => {
    const owner = await requireRole(
      tx,
      db,
      input.companyId,
      uid,
      COMPANY_ACTIONS.transferOwnership,
    );
    if (input.newOwnerUid === uid) {
      throw new HttpsError('failed-precondition', 'You already own this company.');
    }
    const newOwnerRef = memberRef(db, input.companyId, input.newOwnerUid);
    if (!(await tx.get(newOwnerRef)).exists) {
      throw new HttpsError(
        'not-found',
        'That person is not a member of this company. Ownership can only go to a member.',
      );
    }
    const flag = ownershipTransferFlag(db, {
      companyId: input.companyId,
      affiliateUid: await attributedAffiliate(tx, db, input.newOwnerUid),
    });
    const flagSnap = flag ? await tx.get(flag.ref) : null;
    if (flag && flagSnap && !flagSnap.exists) tx.set(flag.ref, flag.doc(now, input.newOwnerUid));
    tx.update(newOwnerRef, { role: 'owner' });
    tx.update(owner.memberRef, { role: 'admin' });
    tx.update(owner.companyRef, { ownerUid: input.newOwnerUid, updatedAt: now });
  });
  return { ok: true };
}

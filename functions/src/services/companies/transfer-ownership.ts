import { HttpsError } from 'firebase-functions/v2/https';
import type { CompanyDeps } from './deps';
import { requireRole } from './membership';
import { memberRef } from './store';

/** The owner hands the company to another member, and stays on as an admin. */
export async function transferOwnership(
  input: { companyId: string; newOwnerUid: string },
  uid: string,
  deps: CompanyDeps,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  await db.runTransaction(async (tx) => {
    const owner = await requireRole(tx, db, input.companyId, uid, 'owner');
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
    tx.update(newOwnerRef, { role: 'owner' });
    tx.update(owner.memberRef, { role: 'admin' });
    tx.update(owner.companyRef, { ownerUid: input.newOwnerUid, updatedAt: now });
  });
  return { ok: true };
}

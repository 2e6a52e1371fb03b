import { HttpsError } from 'firebase-functions/v2/https';
import { clearActiveCompanyIf, readUser } from './active-company';
import type { CompanyDeps } from './deps';
import { requireRole } from './membership';

/** Any member but the owner leaves; the owner transfers ownership first (or deletes the company). */
export async function leaveCompany(
  input: { companyId: string },
  uid: string,
  deps: CompanyDeps,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  await db.runTransaction(async (tx) => {
    const me = await requireRole(tx, db, input.companyId, uid, 'member');
    if (me.member.role === 'owner') {
      throw new HttpsError(
        'failed-precondition',
        me.company.memberCount > 1
          ? 'You own this company: transfer ownership to another member before leaving.'
          : 'You are the only member and the owner: delete the company instead of leaving it.',
      );
    }
    const user = await readUser(tx, db, uid);
    tx.delete(me.memberRef);
    tx.update(me.companyRef, { memberCount: me.company.memberCount - 1, updatedAt: now });
    clearActiveCompanyIf(tx, user, input.companyId);
  });
  return { ok: true };
}

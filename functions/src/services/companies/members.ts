import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { GrantableRole } from '../../contracts/companies';
import { COMPANY_ACTIONS, hasRole } from '../../contracts/company-permissions';
import { clearActiveCompanyIf, readUser } from './active-company';
import type { CompanyDeps } from './deps';
import { requireOutranks, requireRole } from './membership';
import { pendingInvitations } from './seats';
import { memberConverter, memberRef } from './store';

/**
 * The pending invitations a manager sent, read so they can be revoked when that manager is
 * removed or stops being an admin: a link or an invitation to their own other address would
 * otherwise let them back in, as admin even.
 */
async function pendingInvitationsBy(
  tx: Transaction,
  deps: CompanyDeps,
  companyId: string,
  inviterUid: string,
) {
  const pending = await pendingInvitations(tx, deps.db, companyId);
  return pending.filter((p) => p.data.invitedBy.uid === inviterUid);
}

async function readTarget(tx: Transaction, ref: DocumentReference) {
  const member = (await tx.get(ref.withConverter(memberConverter))).data();
  if (!member) {
    throw new HttpsError('not-found', 'That person is no longer a member of this company.');
  }
  return member;
}

/**
 * Owners and admins change a member's role. Only someone of lower rank (an admin cannot change
 * another admin; the owner can), never the owner (ownership moves by transfer), never above the
 * actor's own role. An admin may step down to member themselves. An admin made member loses the
 * pending invitations they sent (revoked).
 */
export async function changeRole(
  input: { companyId: string; memberUid: string; role: GrantableRole },
  uid: string,
  deps: CompanyDeps,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  await db.runTransaction(async (tx) => {
    const actor = await requireRole(tx, db, input.companyId, uid, COMPANY_ACTIONS.invite);
    const ref = memberRef(db, input.companyId, input.memberUid);
    const target = await readTarget(tx, ref);
    const self = input.memberUid === uid;
    if (self && target.role === 'owner') {
      throw new HttpsError(
        'failed-precondition',
        'As the owner, transfer ownership to another member to change your role.',
      );
    }
    if (!self) requireOutranks(actor.member, target);
    if (!hasRole(actor.member.role, input.role)) {
      throw new HttpsError('permission-denied', 'You cannot grant a role above your own.');
    }
    const demoted = target.role === 'admin' && input.role === 'member';
    const sent = demoted
      ? await pendingInvitationsBy(tx, deps, input.companyId, input.memberUid)
      : [];
    if (target.role !== input.role) tx.update(ref, { role: input.role });
    for (const invitation of sent) {
      tx.update(invitation.ref, { status: 'revoked', respondedAt: now, respondedBy: uid });
    }
  });
  return { ok: true };
}

/**
 * Owners and admins remove someone of lower rank; to remove oneself, leave. The pending
 * invitations the removed person sent are revoked with their membership.
 */
export async function removeMember(
  input: { companyId: string; memberUid: string },
  uid: string,
  deps: CompanyDeps,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  if (input.memberUid === uid) {
    throw new HttpsError(
      'failed-precondition',
      'You cannot remove yourself; leave the company instead.',
    );
  }
  await db.runTransaction(async (tx) => {
    const actor = await requireRole(tx, db, input.companyId, uid, COMPANY_ACTIONS.invite);
    const ref = memberRef(db, input.companyId, input.memberUid);
    const target = await readTarget(tx, ref);
    requireOutranks(actor.member, target);
    const user = await readUser(tx, db, input.memberUid);
    const sent = await pendingInvitationsBy(tx, deps, input.companyId, input.memberUid);
    tx.delete(ref);
    for (const invitation of sent) {
      tx.update(invitation.ref, { status: 'revoked', respondedAt: now, respondedBy: uid });
    }
    tx.update(actor.companyRef, { memberCount: actor.company.memberCount - 1, updatedAt: now });
    clearActiveCompanyIf(tx, user, input.companyId);
  });
  return { ok: true };
}

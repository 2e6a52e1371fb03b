import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { InvitationDoc } from '../../contracts/companies';
import { holdsSeat } from '../../contracts/seats';
import type { InvitationDeps } from './deps';
import { countInvitationMail, requireVerifiedInviter } from './invitation-limits';
import { mailInvitation } from './invitation-mail';
import { requireRole } from './membership';
import { readFreePlanSeats } from './free-plan-seats';
import { pendingInvitations, requireFreeSeat } from './seats';
import { invitationConverter, invitationsRef } from './store';
import { newInvitationToken } from './tokens';
import { COMPANY_ACTIONS } from '../../contracts/company-permissions';

/** One of the company's invitations, read in the transaction (another company's is not found). */
async function readInvitation(
  tx: Transaction,
  db: Firestore,
  companyId: string,
  invitationId: string,
) {
  const ref = invitationsRef(db).doc(invitationId);
  const data = (await tx.get(ref.withConverter(invitationConverter))).data();
  if (!data || data.companyId !== companyId) {
    throw new HttpsError('not-found', 'This invitation does not exist.');
  }
  return { ref, data };
}

const alreadyAnswered = (status: InvitationDoc['status']) =>
  new HttpsError(
    'failed-precondition',
    status === 'accepted'
      ? 'This invitation was already accepted.'
      : `This invitation was already ${status}; send a new one instead.`,
  );

/** Owners and admins withdraw a pending invitation or link; revoking twice is harmless. */
export async function revokeInvitation(
  input: { companyId: string; invitationId: string },
  uid: string,
  deps: InvitationDeps,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  await db.runTransaction(async (tx) => {
    await requireRole(tx, db, input.companyId, uid, COMPANY_ACTIONS.invite);
    const invitation = await readInvitation(tx, db, input.companyId, input.invitationId);
    if (invitation.data.status === 'revoked') return;
    if (invitation.data.status !== 'pending') throw alreadyAnswered(invitation.data.status);
    tx.update(invitation.ref, { status: 'revoked', respondedAt: now, respondedBy: uid });
  });
  return { ok: true };
}

/**
 * Mails a pending email invitation again with a fresh token and expiry: the old link stops
 * working. An invitation that had expired takes a seat again, so it needs a free one.
 */
export async function resendInvitation(
  input: { companyId: string; invitationId: string },
  uid: string,
  deps: InvitationDeps,
): Promise<{ invitationId: string; emailSent: boolean }> {
  const { db, now, config } = deps;
  await requireVerifiedInviter(deps.auth, uid);
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = now + config.invitationTtlMs;
  const freePlanSeats = await readFreePlanSeats(db);
  const { data, companyName } = await db.runTransaction(async (tx) => {
    const manager = await requireRole(tx, db, input.companyId, uid, COMPANY_ACTIONS.invite);
    const invitation = await readInvitation(tx, db, input.companyId, input.invitationId);
    if (invitation.data.kind !== 'email' || !invitation.data.email) {
      throw new HttpsError(
        'failed-precondition',
        'Invite links are not mailed: copy the link, or create a new one.',
      );
    }
    if (invitation.data.status !== 'pending') throw alreadyAnswered(invitation.data.status);
    if (!holdsSeat(invitation.data, now)) {
      const pending = await pendingInvitations(tx, db, input.companyId);
      requireFreeSeat({
        company: manager.company,
        seatHoldingInvitations: pending.filter((p) => holdsSeat(p.data, now)).length,
        freePlanSeats,
        asker: 'inviter',
      });
    }
    await countInvitationMail(tx, db, { companyId: input.companyId, inviterUid: uid, now });
    tx.update(invitation.ref, { tokenHash, expiresAt });
    tx.update(manager.companyRef, { seatsChangedAt: now });
    return { data: invitation.data, companyName: manager.company.name };
  });
  const emailSent = await mailInvitation(
    {
      id: input.invitationId,
      email: data.email ?? '',
      token,
      role: data.role,
      expiresAt,
      companyName,
      inviterName: data.invitedBy.name,
    },
    deps,
  );
  return { invitationId: input.invitationId, emailSent };
}

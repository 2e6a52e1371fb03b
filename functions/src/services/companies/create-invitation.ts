import { HttpsError } from 'firebase-functions/v2/https';
import type { GrantableRole, InvitationDoc } from '../../contracts/companies';
import { COMPANY_ACTIONS, mayInviteAs } from '../../contracts/company-permissions';
import { holdsSeat } from '../../contracts/seats';
import type { InvitationDeps } from './deps';
import { countInvitationMail, requireVerifiedInviter } from './invitation-limits';
import { mailInvitation } from './invitation-mail';
import { memberName, requireRole, type Membership } from './membership';
import { pendingInvitations, requireFreeSeat } from './seats';
import { invitationsRef, memberRef, membersRef } from './store';
import { readFreePlanSeats } from './free-plan-seats';
import { newInvitationToken } from './tokens';

/** Owners and admins invite; nobody grants a role above their own. */
function requireGrantable(manager: Membership, role: GrantableRole): void {
  if (!mayInviteAs(manager.member.role, role)) {
    throw new HttpsError('permission-denied', 'You cannot invite someone to a role above yours.');
  }
}

function newInvitation(
  manager: Membership,
  fields: Pick<InvitationDoc, 'kind' | 'email' | 'role' | 'tokenHash'>,
  now: number,
  ttlMs: number,
): InvitationDoc {
  return {
    ...fields,
    companyId: manager.companyId,
    status: 'pending',
    invitedBy: { uid: manager.member.uid, name: memberName(manager.member) },
    createdAt: now,
    expiresAt: now + ttlMs,
    acceptedCount: 0,
    respondedAt: null,
    respondedBy: null,
  };
}

/** The uid of the account with this address, if there is one. */
async function uidOfEmail(deps: InvitationDeps, email: string): Promise<string | null> {
  try {
    return (await deps.auth.getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Invites one address with a role. In one transaction: refuses an address that is already a
 * member (`already-exists`), replaces (revokes) a pending invitation to the same address, and
 * takes a seat (refused with the `seatLimit` reason when the plan has none left). Then mails the
 * token; the invitation stays even if the mail fails (`emailSent: false`, the app offers Resend).
 */
export async function createEmailInvitation(
  input: { companyId: string; email: string; role: GrantableRole },
  uid: string,
  deps: InvitationDeps,
): Promise<{ invitationId: string; emailSent: boolean }> {
  const { db, now, config } = deps;
  const { companyId, email, role } = input;
  await requireVerifiedInviter(deps.auth, uid);
  const existingUid = await uidOfEmail(deps, email);
  const ref = invitationsRef(db).doc();
  const { token, tokenHash } = newInvitationToken();

  const freePlanSeats = await readFreePlanSeats(db);
  const { manager, invitation } = await db.runTransaction(async (tx) => {
    const manager = await requireRole(tx, db, companyId, uid, COMPANY_ACTIONS.invite);
    requireGrantable(manager, role);
    const byEmail = await tx.get(membersRef(db, companyId).where('email', '==', email).limit(1));
    const byUid = existingUid ? await tx.get(memberRef(db, companyId, existingUid)) : null;
    if (!byEmail.empty || byUid?.exists) {
      throw new HttpsError(
        'already-exists',
        `${email} is already a member of ${manager.company.name}.`,
      );
    }
    const pending = await pendingInvitations(tx, db, companyId);
    const sameAddress = pending.filter((p) => p.data.kind === 'email' && p.data.email === email);
    requireFreeSeat({
      company: manager.company,
      seatHoldingInvitations: pending.filter(
        (p) => holdsSeat(p.data, now) && p.data.email !== email,
      ).length,
      freePlanSeats,
      asker: 'inviter',
    });
    await countInvitationMail(tx, db, { companyId, inviterUid: uid, now });
    for (const old of sameAddress) {
      tx.update(old.ref, { status: 'revoked', respondedAt: now, respondedBy: uid });
    }
    const invitation = newInvitation(
      manager,
      { kind: 'email', email, role, tokenHash },
      now,
      config.invitationTtlMs,
    );
    tx.create(ref, invitation);
    tx.update(manager.companyRef, { seatsChangedAt: now });
    return { manager, invitation };
  });

  const emailSent = await mailInvitation(
    {
      id: ref.id,
      email,
      token,
      role,
      expiresAt: invitation.expiresAt,
      companyName: manager.company.name,
      inviterName: invitation.invitedBy.name,
    },
    deps,
  );
  return { invitationId: ref.id, emailSent };
}

/**
 * A shareable link: anyone signed in may join with it until it expires or is revoked, while the
 * company has a free seat. It makes members only (the contract refuses another role: a link
 * reaches whoever it is forwarded to). The token is returned here once and stored only as its
 * hash.
 */
export async function createInvitationLink(
  input: { companyId: string },
  uid: string,
  deps: InvitationDeps,
): Promise<{ invitationId: string; token: string; expiresAt: number }> {
  const { db, now, config } = deps;
  const ref = invitationsRef(db).doc();
  const { token, tokenHash } = newInvitationToken();
  const invitation = await db.runTransaction(async (tx) => {
    const manager = await requireRole(tx, db, input.companyId, uid, COMPANY_ACTIONS.invite);
    const invitation = newInvitation(
      manager,
      { kind: 'link', email: null, role: 'member', tokenHash },
      now,
      config.invitationTtlMs,
    );
    tx.create(ref, invitation);
    return invitation;
  });
  return { invitationId: ref.id, token, expiresAt: invitation.expiresAt };
}

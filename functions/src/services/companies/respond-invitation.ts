import type { UserRecord } from 'firebase-admin/auth';
import type { InvitationPreview } from '../../contracts/companies';
import { holdsSeat } from '../../contracts/seats';
import { setActiveCompany } from './active-company';
import type { InvitationDeps } from './deps';
import {
  findInvitation,
  invitationProblem,
  invitationProblemError,
  requireInvitedEmail,
} from './invitation-lookup';
import { memberFromUser, requireNotBeingDeleted } from './membership';
import { readFreePlanSeats } from './free-plan-seats';
import { pendingInvitations, requireFreeSeat } from './seats';
import { getAllOf } from '../../lib/converters';
import { companyConverter, companyRef, memberRef } from './store';

/**
 * Who answers an invitation: the signed-in user. Their email and whether it is verified are read
 * from the Auth record (current, unlike an ID token that may be an hour old), by the services.
 */
export interface Invitee {
  uid: string;
}

const emailOf = (user: UserRecord) => ({
  email: user.email ?? null,
  emailVerified: user.emailVerified,
});

/** What the invitation page shows a visitor: the invitation, or why it cannot be used. */
export async function previewInvitation(
  token: string,
  deps: Pick<InvitationDeps, 'db' | 'now'>,
): Promise<InvitationPreview> {
  const found = await findInvitation(deps.db, token);
  if (!found) return { usable: false, problem: 'invalid' };
  const problem = invitationProblem(found.data, deps.now);
  if (problem) return { usable: false, problem };
  const company = (
    await companyRef(deps.db, found.data.companyId).withConverter(companyConverter).get()
  ).data();
  if (!company) return { usable: false, problem: 'invalid' };
  return {
    usable: true,
    companyName: company.name,
    companyLogoUrl: company.logoUrl,
    inviterName: found.data.invitedBy.name,
    role: found.data.role,
    kind: found.data.kind,
    email: found.data.email,
    expiresAt: found.data.expiresAt,
  };
}

/**
 * Joins the company with the invitation's role, in one transaction that reads and writes the
 * company (memberCount), so concurrent accepts can never overshoot the seats. An email
 * invitation already holds its seat (it only fails if the plan shrank); a link needs a free one,
 * unless a member email invitation to the joiner's verified address holds one (used up with the
 * join; one as admin is left to accept).
 * Someone already a member gets the company id back; their email invitation counts as used.
 * Accepting again after being removed is refused (`used`).
 */
export async function acceptInvitation(
  token: string,
  invitee: Invitee,
  deps: InvitationDeps,
): Promise<{ companyId: string }> {
  const { db, now } = deps;
  const user = await deps.auth.getUser(invitee.uid);
  const freePlanSeats = await readFreePlanSeats(db);
  return db.runTransaction(async (tx) => {
    const found = await findInvitation(db, token, tx);
    if (!found) throw invitationProblemError('invalid');
    const invitation = found.data;
    const { companyId } = invitation;
    const repeat = invitation.status === 'accepted' && invitation.respondedBy === invitee.uid;
    if (repeat) {
      // Accepted before: fine while they are still in; after a removal the invitation is used up.
      const stillIn = (await tx.get(memberRef(db, companyId, invitee.uid))).exists;
      if (stillIn) return { companyId };
      throw invitationProblemError('used');
    }
    const problem = invitationProblem(invitation, now);
    if (problem) throw invitationProblemError(problem);
    if (invitation.kind === 'email') requireInvitedEmail(invitation.email, emailOf(user));

    const refs = { company: companyRef(db, companyId), member: memberRef(db, companyId, user.uid) };
    const [companySnap, memberSnap] = await getAllOf(
      tx,
      refs.company.withConverter(companyConverter),
      refs.member,
    );
    const company = companySnap.data();
    if (!company) throw invitationProblemError('invalid');
    if (memberSnap.exists) {
      // Already in: an email invitation is used up all the same, so it stops holding a seat.
      if (invitation.kind === 'email') {
        tx.update(found.ref, { status: 'accepted', respondedAt: now, respondedBy: user.uid });
      }
      return { companyId };
    }

    await requireNotBeingDeleted(tx, db, user.uid);
    const pending = await pendingInvitations(tx, db, companyId);
    // Joining by link, an email invitation waiting for this person (verified address) is theirs:
    // its seat is the one they take, and it is used up with the join.
    const theirs =
      invitation.kind === 'link' && user.email && user.emailVerified
        ? pending.filter(
            (p) =>
              p.data.kind === 'email' &&
              // An invitation as admin stays to be accepted: a link makes members only.
              p.data.role === 'member' &&
              p.data.email?.toLowerCase() === user.email?.trim().toLowerCase(),
          )
        : [];
    const ownSeat = new Set([found.id, ...theirs.map((p) => p.id)]);
    requireFreeSeat({
      company,
      seatHoldingInvitations: pending.filter((p) => !ownSeat.has(p.id) && holdsSeat(p.data, now))
        .length,
      freePlanSeats,
      asker: 'joiner',
    });
    // A link reaches whoever it is forwarded to: it makes members, whatever its document says.
    const role = invitation.kind === 'link' ? 'member' : invitation.role;
    tx.create(refs.member, memberFromUser(user, companyId, role, now));
    tx.update(refs.company, { memberCount: company.memberCount + 1, seatsChangedAt: now });
    tx.update(
      found.ref,
      invitation.kind === 'email'
        ? { status: 'accepted', respondedAt: now, respondedBy: user.uid }
        : { acceptedCount: invitation.acceptedCount + 1 },
    );
    for (const p of theirs) {
      tx.update(p.ref, { status: 'accepted', respondedAt: now, respondedBy: user.uid });
    }
    setActiveCompany(tx, db, user.uid, companyId);
    return { companyId };
  });
}

/**
 * The invitee turns an email invitation down (only the invited address may); it stops holding a
 * seat. Declining a link records nothing: not joining is enough.
 */
export async function declineInvitation(
  token: string,
  invitee: Invitee,
  deps: Pick<InvitationDeps, 'db' | 'auth' | 'now'>,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  const user = await deps.auth.getUser(invitee.uid);
  await db.runTransaction(async (tx) => {
    const found = await findInvitation(db, token, tx);
    if (!found) throw invitationProblemError('invalid');
    const invitation = found.data;
    if (invitation.status === 'declined' && invitation.respondedBy === invitee.uid) return;
    const problem = invitationProblem(invitation, now);
    if (problem) throw invitationProblemError(problem);
    if (invitation.kind !== 'email') return;
    requireInvitedEmail(invitation.email, emailOf(user));
    tx.update(found.ref, { status: 'declined', respondedAt: now, respondedBy: invitee.uid });
  });
  return { ok: true };
}

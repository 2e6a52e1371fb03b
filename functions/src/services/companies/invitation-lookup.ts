import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  UNVERIFIED_EMAIL_MESSAGE,
  type InvitationDoc,
  type InvitationProblem,
} from '../../contracts/companies';
import { refusal } from '../../lib/refusal';
import { invitationConverter, invitationsRef } from './store';
import { hashToken, maskEmail } from './tokens';

/** The invitation behind a token (looked up by its hash), inside a transaction when given one. */
export async function findInvitation(db: Firestore, token: string, tx?: Transaction) {
  const query = invitationsRef(db)
    .where('tokenHash', '==', hashToken(token))
    .limit(1)
    .withConverter(invitationConverter);
  const snap = tx ? await tx.get(query) : await query.get();
  const doc = snap.docs[0];
  return doc ? { id: doc.id, ref: doc.ref, data: doc.data() } : null;
}

/** Why an invitation cannot be used now, or null when it can. */
export function invitationProblem(
  invitation: Pick<InvitationDoc, 'status' | 'expiresAt'>,
  now: number,
): InvitationProblem | null {
  switch (invitation.status) {
    case 'revoked':
      return 'revoked';
    case 'declined':
      return 'declined';
    case 'accepted':
      return 'used';
    case 'expired':
      return 'expired';
    case 'pending':
      return invitation.expiresAt > now ? null : 'expired';
  }
}

const problemMessages: Record<InvitationProblem, string> = {
  invalid: 'This invitation link is not valid. Check that you copied all of it.',
  expired: 'This invitation has expired. Ask whoever invited you for a new one.',
  used: 'This invitation has already been used.',
  revoked: 'This invitation was withdrawn. Ask whoever invited you for a new one.',
  declined: 'This invitation was declined.',
};

export function invitationProblemError(problem: InvitationProblem): HttpsError {
  return refusal({ reason: 'invitationProblem', problem }, problemMessages[problem]);
}

/**
 * An email invitation is for its address only: the account's email must match it AND be
 * verified. Anyone can create an account with any address; only a verified one proves the
 * caller reads that mailbox, so an unverified account answers (and owns) nothing.
 */
export function requireInvitedEmail(
  invited: string | null,
  caller: { email: string | null; emailVerified: boolean },
): void {
  if (!invited) return;
  if (caller.email?.trim().toLowerCase() !== invited.toLowerCase()) {
    throw new HttpsError(
      'permission-denied',
      `This invitation was sent to ${maskEmail(invited)}; sign in with that address.`,
    );
  }
  if (!caller.emailVerified) {
    throw new HttpsError('permission-denied', UNVERIFIED_EMAIL_MESSAGE);
  }
}

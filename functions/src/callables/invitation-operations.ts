import { adminAuth, db } from '../lib/admin';
import { validatedOperations, type SignedInContext } from '../lib/validated-on-call';
import { companiesConfig } from '../services/companies/config';
import {
  createEmailInvitation,
  createInvitationLink,
} from '../services/companies/create-invitation';
import {
  acceptInvitation,
  declineInvitation,
  previewInvitation,
  type Invitee,
} from '../services/companies/respond-invitation';
import { resendInvitation, revokeInvitation } from '../services/companies/manage-invitation';
import { sendMail } from '../services/mail/send-mail';

const config = companiesConfig();
const deps = () => ({ db, auth: adminAuth, config, now: Date.now(), sendMail });

/** The invitee; the services read their email and its verification from the Auth record. */
function invitee({ uid }: SignedInContext): Invitee {
  return { uid };
}

/**
 * Invitations: managing them (owners and admins), and answering them. `preview` is open to
 * visitors, so the invitation page can show what it is before anyone signs in.
 */
export const invitationOperations = validatedOperations('invitationOperations', {
  preview: ({ token }) => previewInvitation(token, deps()),
  create: (payload, { uid }) => createEmailInvitation(payload, uid, deps()),
  createLink: (payload, { uid }) => createInvitationLink(payload, uid, deps()),
  revoke: (payload, { uid }) => revokeInvitation(payload, uid, deps()),
  resend: (payload, { uid }) => resendInvitation(payload, uid, deps()),
  accept: ({ token }, ctx) => acceptInvitation(token, invitee(ctx), deps()),
  decline: ({ token }, ctx) => declineInvitation(token, invitee(ctx), deps()),
});

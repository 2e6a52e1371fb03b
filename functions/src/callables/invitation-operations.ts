import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/admin';
import { validatedOnCall, type CallContext } from '../lib/validated-on-call';
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

function signedInUid(ctx: CallContext): string {
  if (!ctx.uid) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  return ctx.uid;
}

/** The invitee, with the email of their verified ID token (what email invitations compare). */
function invitee(ctx: CallContext): Invitee {
  const email = ctx.claims.email;
  return { uid: signedInUid(ctx), email: typeof email === 'string' ? email : null };
}

/**
 * Invitations: managing them (owners and admins), and answering them. `preview` is open to
 * visitors, so the invitation page can show what it is before anyone signs in; every other
 * action needs a signed-in user.
 */
export const invitationOperations = validatedOnCall(
  'invitationOperations',
  'public',
  async (input, ctx) => {
    const deps = { db, auth: adminAuth, config, now: Date.now(), sendMail };
    switch (input.action) {
      case 'preview':
        return previewInvitation(input.payload.token, deps);
      case 'create':
        return createEmailInvitation(input.payload, signedInUid(ctx), deps);
      case 'createLink':
        return createInvitationLink(input.payload, signedInUid(ctx), deps);
      case 'revoke':
        return revokeInvitation(input.payload, signedInUid(ctx), deps);
      case 'resend':
        return resendInvitation(input.payload, signedInUid(ctx), deps);
      case 'accept':
        return acceptInvitation(input.payload.token, invitee(ctx), deps);
      case 'decline':
        return declineInvitation(input.payload.token, invitee(ctx), deps);
    }
  },
);

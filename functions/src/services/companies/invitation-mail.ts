import { logger } from 'firebase-functions';
import type { GrantableRole } from '../../contracts/companies';
import { acceptUrl } from './config';
import type { InvitationDeps } from './deps';

/**
 * Mails an invitation through the mail module. The invitation is already stored: a failure is
 * logged and reported as false (the app offers Resend), never thrown.
 */
export async function mailInvitation(
  invitation: {
    id: string;
    email: string;
    token: string;
    role: GrantableRole;
    expiresAt: number;
    companyName: string;
    inviterName: string;
  },
  deps: Pick<InvitationDeps, 'sendMail' | 'config'>,
): Promise<boolean> {
  try {
    await deps.sendMail({
      to: invitation.email,
      template: 'teamInvitation',
      data: {
        companyName: invitation.companyName,
        inviterName: invitation.inviterName,
        role: invitation.role,
        acceptUrl: acceptUrl(deps.config.appUrl, invitation.token),
        expiresAt: new Date(invitation.expiresAt),
      },
    });
    return true;
  } catch (error) {
    logger.error('invitation mail could not be sent', {
      invitationId: invitation.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

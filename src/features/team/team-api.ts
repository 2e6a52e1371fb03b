import type { ActionAnswer } from '@contracts/callables';
import type { GrantableRole } from '@contracts/companies';
import { callOperation } from '@/lib/firebase/functions';

export async function changeRole(
  companyId: string,
  memberUid: string,
  role: GrantableRole,
): Promise<void> {
  await callOperation('companyOperations', 'changeRole', { companyId, memberUid, role });
}

export async function removeMember(companyId: string, memberUid: string): Promise<void> {
  await callOperation('companyOperations', 'removeMember', { companyId, memberUid });
}

/** `emailSent: false`: the invitation exists but its mail could not be sent (offer to resend). */
export type MailResult = ActionAnswer<'invitationOperations', 'create'>;
export type InviteLink = ActionAnswer<'invitationOperations', 'createLink'>;

export function inviteByEmail(
  companyId: string,
  email: string,
  role: GrantableRole,
): Promise<MailResult> {
  return callOperation('invitationOperations', 'create', { companyId, email, role });
}

/** Links make members only (admins are invited by email). */
export function createInviteLink(companyId: string): Promise<InviteLink> {
  return callOperation('invitationOperations', 'createLink', { companyId, role: 'member' });
}

export function resendInvitation(companyId: string, invitationId: string): Promise<MailResult> {
  return callOperation('invitationOperations', 'resend', { companyId, invitationId });
}

export async function revokeInvitation(companyId: string, invitationId: string): Promise<void> {
  await callOperation('invitationOperations', 'revoke', { companyId, invitationId });
}

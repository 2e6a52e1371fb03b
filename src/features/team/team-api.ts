import type { GrantableRole, InvitationOperationsInput } from '@contracts/companies';
import { callFunction } from '@/lib/firebase/functions';

function unexpected(): never {
  throw new Error('Unexpected answer from the server');
}

const invitationCall = (input: InvitationOperationsInput) =>
  callFunction('invitationOperations', input);

export async function changeRole(
  companyId: string,
  memberUid: string,
  role: GrantableRole,
): Promise<void> {
  await callFunction('companyOperations', {
    action: 'changeRole',
    payload: { companyId, memberUid, role },
  });
}

export async function removeMember(companyId: string, memberUid: string): Promise<void> {
  await callFunction('companyOperations', {
    action: 'removeMember',
    payload: { companyId, memberUid },
  });
}

export interface MailResult {
  invitationId: string;
  /** false: the invitation exists but its mail could not be sent (offer to resend). */
  emailSent: boolean;
}

export async function inviteByEmail(
  companyId: string,
  email: string,
  role: GrantableRole,
): Promise<MailResult> {
  const data = await invitationCall({ action: 'create', payload: { companyId, email, role } });
  return 'emailSent' in data ? data : unexpected();
}

export interface InviteLink {
  invitationId: string;
  token: string;
  expiresAt: number;
}

export async function createInviteLink(
  companyId: string,
  role: GrantableRole,
): Promise<InviteLink> {
  const data = await invitationCall({ action: 'createLink', payload: { companyId, role } });
  return 'token' in data ? data : unexpected();
}

export async function resendInvitation(
  companyId: string,
  invitationId: string,
): Promise<MailResult> {
  const data = await invitationCall({ action: 'resend', payload: { companyId, invitationId } });
  return 'emailSent' in data ? data : unexpected();
}

export async function revokeInvitation(companyId: string, invitationId: string): Promise<void> {
  await invitationCall({ action: 'revoke', payload: { companyId, invitationId } });
}

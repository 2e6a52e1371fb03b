import type { InvitationPreview } from '@contracts/companies';
import { callFunction } from '@/lib/firebase/functions';

function unexpected(): never {
  throw new Error('Unexpected answer from invitationOperations');
}

/** What the invitation page shows: the company, inviter, role and expiry, or why it is unusable. */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  const data = await callFunction('invitationOperations', {
    action: 'preview',
    payload: { token },
  });
  return 'usable' in data ? data : unexpected();
}

/** Joins the company; answers its id. */
export async function acceptInvitation(token: string): Promise<string> {
  const data = await callFunction('invitationOperations', { action: 'accept', payload: { token } });
  return 'companyId' in data ? data.companyId : unexpected();
}

export async function declineInvitation(token: string): Promise<void> {
  await callFunction('invitationOperations', { action: 'decline', payload: { token } });
}

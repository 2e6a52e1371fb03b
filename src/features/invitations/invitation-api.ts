import type { InvitationPreview } from '@contracts/companies';
import { callOperation } from '@/lib/firebase/functions';

/** What the invitation page shows: the company, inviter, role and expiry, or why it is unusable. */
export function previewInvitation(token: string): Promise<InvitationPreview> {
  return callOperation('invitationOperations', 'preview', { token });
}

/** Joins the company; answers its id. */
export async function acceptInvitation(token: string): Promise<string> {
  return (await callOperation('invitationOperations', 'accept', { token })).companyId;
}

export async function declineInvitation(token: string): Promise<void> {
  await callOperation('invitationOperations', 'decline', { token });
}

import type { ActionPayload } from '@contracts/callables';
import { callOperation } from '@/lib/firebase/functions';

type Payload<A extends 'create' | 'update'> = ActionPayload<'companyOperations', A>;

export async function createCompany(payload: Payload<'create'>): Promise<string> {
  return (await callOperation('companyOperations', 'create', payload)).companyId;
}

export async function isSlugAvailable(slug: string): Promise<boolean> {
  return (await callOperation('companyOperations', 'checkSlug', { slug })).available;
}

export async function updateCompany(payload: Payload<'update'>): Promise<void> {
  await callOperation('companyOperations', 'update', payload);
}

export async function transferOwnership(companyId: string, newOwnerUid: string): Promise<void> {
  await callOperation('companyOperations', 'transferOwnership', { companyId, newOwnerUid });
}

export async function leaveCompany(companyId: string): Promise<void> {
  await callOperation('companyOperations', 'leave', { companyId });
}

/** `confirmation` is the slug as the owner typed it; the server compares it too. */
export async function deleteCompany(companyId: string, confirmation: string): Promise<void> {
  await callOperation('companyOperations', 'delete', { companyId, confirmation });
}

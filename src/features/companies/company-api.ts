import type { CompanyOperationsInput } from '@contracts/companies';
import { callFunction } from '@/lib/firebase/functions';

type Payload<A extends CompanyOperationsInput['action']> = Extract<
  CompanyOperationsInput,
  { action: A }
>['payload'];

async function companyCall(input: CompanyOperationsInput) {
  return callFunction('companyOperations', input);
}

function unexpected(): never {
  throw new Error('Unexpected answer from companyOperations');
}

export async function createCompany(payload: Payload<'create'>): Promise<string> {
  const data = await companyCall({ action: 'create', payload });
  return 'companyId' in data ? data.companyId : unexpected();
}

export async function isSlugAvailable(slug: string): Promise<boolean> {
  const data = await companyCall({ action: 'checkSlug', payload: { slug } });
  return 'available' in data ? data.available : unexpected();
}

export async function updateCompany(payload: Payload<'update'>): Promise<void> {
  await companyCall({ action: 'update', payload });
}

export async function transferOwnership(companyId: string, newOwnerUid: string): Promise<void> {
  await companyCall({ action: 'transferOwnership', payload: { companyId, newOwnerUid } });
}

export async function leaveCompany(companyId: string): Promise<void> {
  await companyCall({ action: 'leave', payload: { companyId } });
}

/** `confirmation` is the slug as the owner typed it; the server compares it too. */
export async function deleteCompany(companyId: string, confirmation: string): Promise<void> {
  await companyCall({ action: 'delete', payload: { companyId, confirmation } });
}

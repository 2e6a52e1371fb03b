import type { ActionPayload } from '@contracts/callables';
import { callOperation } from '@/lib/firebase/functions';

export type ApplicationsQuery = ActionPayload<'adminAffiliateApplicationOperations', 'list'>;

export const ADMIN_APPLICATIONS_KEY = ['admin', 'affiliateApplications'] as const;

export const listApplications = (query: ApplicationsQuery) =>
  callOperation('adminAffiliateApplicationOperations', 'list', query);

export const approveApplication = (applicationId: string, username: string) =>
  callOperation('adminAffiliateApplicationOperations', 'approve', { applicationId, username });

export const rejectApplication = (
  payload: ActionPayload<'adminAffiliateApplicationOperations', 'reject'>,
) => callOperation('adminAffiliateApplicationOperations', 'reject', payload);

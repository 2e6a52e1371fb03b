import type { ApplicationInput } from '@contracts/affiliate-applications';
import { callOperation } from '@/lib/firebase/functions';

export const myApplicationKey = (uid: string) => ['affiliate', uid, 'application'] as const;

export const getMyApplication = () =>
  callOperation('affiliateApplicationOperations', 'getMine', {});

export const submitApplication = (input: ApplicationInput) =>
  callOperation('affiliateApplicationOperations', 'apply', input);

export const withdrawApplication = (applicationId: string) =>
  callOperation('affiliateApplicationOperations', 'withdraw', { applicationId });

export const checkUsername = (username: string) =>
  callOperation('affiliateApplicationOperations', 'checkUsername', { username });

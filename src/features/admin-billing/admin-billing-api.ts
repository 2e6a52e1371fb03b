import type { PlanInput } from '@contracts/admin-billing';
import type { ActionPayload } from '@contracts/callables';
import { callOperation } from '@/lib/firebase/functions';

/** The query key of the plan list (the editor and the subscriptions filter share it). */
export const ADMIN_PLANS_KEY = ['admin', 'plans'] as const;

/** The admin billing actions (the Functions SDK loads on the first call). */
export const listPlans = async () =>
  (await callOperation('adminBillingOperations', 'listPlans', {})).plans;

export const savePlan = (plan: PlanInput) =>
  callOperation('adminBillingOperations', 'savePlan', plan);

export type SubscriptionsQuery = ActionPayload<'adminBillingOperations', 'listSubscriptions'>;

export const listSubscriptions = (query: SubscriptionsQuery) =>
  callOperation('adminBillingOperations', 'listSubscriptions', query);

export const grantComplimentary = (companyId: string, planId: string, days: number) =>
  callOperation('adminBillingOperations', 'grantComplimentary', { companyId, planId, days });

export const billingHistory = async (companyId: string) =>
  (await callOperation('adminBillingOperations', 'billingHistory', { companyId })).events;

export const openCustomerPage = async (companyId: string) =>
  (await callOperation('adminBillingOperations', 'openCustomerPage', { companyId })).url;

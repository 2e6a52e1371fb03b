import { callOperation } from '@/lib/firebase/functions';

/**
 * The admin billing calls that are not a plain operation (the rest go through useOperation /
 * useOperationQuery). The Functions SDK loads on the first call.
 */

/** The address of a company's customer page with the payment provider. */
export const openCustomerPage = async (companyId: string) =>
  (await callOperation('adminBillingOperations', 'openCustomerPage', { companyId })).url;

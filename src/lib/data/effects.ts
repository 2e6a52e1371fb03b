import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from './keys';

/**
 * What a write makes stale besides the reads of its own callable (which useOperation always
 * refreshes): `name.action` → the keys (prefixes) to refresh. Declared once per operation here,
 * not at each button.
 */
export const OPERATION_EFFECTS: Readonly<Record<string, readonly QueryKey[]>> = {
  // A batch takes balances and marks payouts: the affiliates' figures change.
  'adminAffiliatePayoutOperations.generateBatch': [['adminAffiliateOperations']],
  'adminAffiliatePayoutOperations.markPaid': [['adminAffiliateOperations']],
  // The catalogue /pricing and the billing card read.
  'adminBillingOperations.savePlan': [queryKeys.plans.all],
  // Approving creates an affiliate: the affiliates' list and figures change.
  'adminAffiliateApplicationOperations.approve': [['adminAffiliateOperations']],
};

import type { QueryKey } from '@tanstack/react-query';

/**
 * What a write makes stale besides the reads of its own callable (which useOperation always
 * refreshes): `name.action` → the keys (prefixes) to refresh. Declared once per operation here,
 * not at each button.
 */
export const OPERATION_EFFECTS: Readonly<Record<string, readonly QueryKey[]>> = {
  // A batch takes balances and marks payouts: the affiliates' figures change.
  'adminAffiliatePayoutOperations.generateBatch': [['adminAffiliateOperations']],
  'adminAffiliatePayoutOperations.markPaid': [['adminAffiliateOperations']],
};

import type { RateOverride } from '@contracts/affiliate-programme';
import { env } from '@/lib/firebase/app';
import { callOperation } from '@/lib/firebase/functions';

/**
 * The admin affiliates pages' calls that are not a plain operation (the rest go through
 * useOperation / useOperationQuery). The emulators honour a batch clock (`asOf`); production
 * refuses it, so it is not offered.
 */
export const CLOCK_AVAILABLE = Boolean(env.emulators);

export const LEDGER_PAGE_SIZE = 25;
export const BATCHES_PAGE_SIZE = 20;

export const suspendAffiliate = (uid: string, reason: string) =>
  callOperation('adminAffiliateOperations', 'suspend', { uid, reason });

export const reactivateAffiliate = (uid: string) =>
  callOperation('adminAffiliateOperations', 'reactivate', { uid });

export const setRateOverride = (uid: string, rateOverride: RateOverride | null) =>
  callOperation('adminAffiliateOperations', 'setRateOverride', { uid, rateOverride });

export const dismissFlag = (flagId: string) =>
  callOperation('adminAffiliateOperations', 'dismissFlag', { flagId });

export const releaseCurrencyHold = (entryId: string, reason: string) =>
  callOperation('adminAffiliateOperations', 'releaseCurrencyHold', { entryId, reason });

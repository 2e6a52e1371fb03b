import type { RateOverride } from '@contracts/affiliate-programme';
import type { ActionPayload } from '@contracts/callables';
import { env } from '@/lib/firebase/app';
import { callOperation } from '@/lib/firebase/functions';

/** The emulators honour a batch clock (`asOf`); production refuses it, so it is not offered. */
export const CLOCK_AVAILABLE = Boolean(env.emulators);

export type AffiliatesQuery = ActionPayload<'adminAffiliateOperations', 'list'>;

/** Query keys: the list pages, one affiliate, their ledger, the batches and one batch. */
export const ADMIN_AFFILIATES_KEY = ['admin', 'affiliates'] as const;
export const adminAffiliateKey = (uid: string) => ['admin', 'affiliate', uid] as const;
export const affiliateLedgerKey = (uid: string) => ['admin', 'affiliate', uid, 'ledger'] as const;
export const PAYOUT_BATCHES_KEY = ['admin', 'payoutBatches'] as const;
export const payoutBatchKey = (batchId: string) => ['admin', 'payoutBatch', batchId] as const;

export const listAffiliates = (query: AffiliatesQuery) =>
  callOperation('adminAffiliateOperations', 'list', query);

export const getAffiliate = (uid: string) =>
  callOperation('adminAffiliateOperations', 'get', { uid });

export const suspendAffiliate = (uid: string, reason: string) =>
  callOperation('adminAffiliateOperations', 'suspend', { uid, reason });

export const reactivateAffiliate = (uid: string) =>
  callOperation('adminAffiliateOperations', 'reactivate', { uid });

export const setRateOverride = (uid: string, rateOverride: RateOverride | null) =>
  callOperation('adminAffiliateOperations', 'setRateOverride', { uid, rateOverride });

export const listLedger = (uid: string, cursor: string | null) =>
  callOperation('adminAffiliateOperations', 'listLedger', { uid, cursor, pageSize: 25 });

export const dismissFlag = (flagId: string) =>
  callOperation('adminAffiliateOperations', 'dismissFlag', { flagId });

/** `asOf` works only against the emulators (the server refuses it elsewhere). */
export const previewBatch = (asOf?: number) =>
  callOperation('adminAffiliatePayoutOperations', 'previewBatch', asOf ? { asOf } : {});

export const generateBatch = (asOf?: number) =>
  callOperation('adminAffiliatePayoutOperations', 'generateBatch', asOf ? { asOf } : {});

export const listBatches = (cursor: string | null) =>
  callOperation('adminAffiliatePayoutOperations', 'listBatches', { cursor, pageSize: 20 });

export const getBatch = (batchId: string) =>
  callOperation('adminAffiliatePayoutOperations', 'getBatch', { batchId });

export const markPaid = (payoutId: string, reference: string) =>
  callOperation('adminAffiliatePayoutOperations', 'markPaid', { payoutId, reference });

import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { getFunnel } from '../services/admin-affiliate-model/get-funnel';

/**
 * Affiliate programme modelling for super admins. `getFunnel` only reads (the report's sealing
 * of finished days is a side effect of reading), so it writes no audit entry.
 */
export const adminAffiliateModelOperations = validatedOperations('adminAffiliateModelOperations', {
  getFunnel: (payload) => getFunnel(payload, { db, now: Date.now() }),
});

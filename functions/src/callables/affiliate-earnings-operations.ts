import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { getEarnings } from '../services/affiliate-ledger/earnings';

/**
 * The affiliate's earnings from the ledger: their own; a super admin may name any affiliate.
 * The ledger itself is closed to affiliates (rules: super admins only).
 */
export const affiliateEarningsOperations = validatedOperations('affiliateEarningsOperations', {
  getEarnings: (payload, ctx) => {
    const affiliateUid = payload.affiliateUid ?? ctx.uid;
    if (affiliateUid !== ctx.uid && !ctx.isSuperAdmin) {
      throw new HttpsError('permission-denied', 'You can only see your own earnings.');
    }
    return getEarnings(
      { affiliateUid, pageSize: payload.pageSize, cursor: payload.cursor ?? null },
      { db, auth: adminAuth, now: Date.now() },
    );
  },
});

import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { assertAgreementAccepted } from '../services/affiliate/store';
import { getEarnings } from '../services/affiliate-ledger/earnings';

/**
 * The affiliate's earnings from the ledger: their own, once they accepted the current agreement;
 * a super admin may name any affiliate. The ledger itself is closed to affiliates (rules: super
 * admins only).
 */
export const affiliateEarningsOperations = validatedOperations('affiliateEarningsOperations', {
  getEarnings: async (payload, ctx) => {
    const affiliateUid = payload.affiliateUid ?? ctx.uid;
    if (!ctx.isSuperAdmin) {
      if (affiliateUid !== ctx.uid) {
        throw new HttpsError('permission-denied', 'You can only see your own earnings.');
      }
      await assertAgreementAccepted(db, ctx.uid);
    }
    return getEarnings(
      { affiliateUid, pageSize: payload.pageSize, cursor: payload.cursor ?? null },
      { db, auth: adminAuth, now: Date.now() },
    );
  },
});

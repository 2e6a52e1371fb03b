import { HttpsError } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/admin';
import { validatedOperations, type SignedInContext } from '../lib/validated-on-call';
import { assertAgreementAccepted } from '../services/affiliate/store';
import { getEarnings } from '../services/affiliate-ledger/earnings';
import { listPayouts } from '../services/affiliate-ledger/payout-history';
import { exportLedger, getMonthlyEarnings } from '../services/affiliate-ledger/ledger-history';
import { listReferrals } from '../services/affiliate-ledger/referral-stages';
import { programmeDeps } from '../services/affiliate-programme/runtime-deps';
import { confirmPayoutDetailsChange } from '../services/affiliate-payout-details/confirm-change';
import { getPayoutDetails } from '../services/affiliate-payout-details/read-details';
import { requestPayoutDetailsChange } from '../services/affiliate-payout-details/request-change';

/**
 * The affiliate's money: their earnings from the ledger and their payouts (their own, once they
 * accepted the current agreement; a super admin may name any affiliate), and their own payout
 * details. The
 * ledger and the pending changes are closed to affiliates (rules).
 */
/** The affiliate whose money a read is about: the caller's own, or any for a super admin. */
async function readableAffiliate(
  ctx: SignedInContext,
  affiliateUid: string | undefined,
): Promise<string> {
  const uid = affiliateUid ?? ctx.uid;
  if (!ctx.isSuperAdmin) {
    if (uid !== ctx.uid) {
      throw new HttpsError('permission-denied', 'You can only see your own earnings.');
    }
    await assertAgreementAccepted(db, ctx.uid);
  }
  return uid;
}

export const affiliateEarningsOperations = validatedOperations('affiliateEarningsOperations', {
  getEarnings: async (payload, ctx) => {
    const affiliateUid = await readableAffiliate(ctx, payload.affiliateUid);
    return getEarnings(
      { affiliateUid, pageSize: payload.pageSize, cursor: payload.cursor ?? null },
      { db, auth: adminAuth, now: Date.now() },
    );
  },
  listPayouts: async (payload, ctx) =>
    listPayouts(
      {
        affiliateUid: await readableAffiliate(ctx, payload.affiliateUid),
        pageSize: payload.pageSize,
        cursor: payload.cursor ?? null,
      },
      { db },
    ),
  exportLedger: async (payload, ctx) =>
    exportLedger(await readableAffiliate(ctx, payload.affiliateUid), { db, now: Date.now() }),
  getMonthlyEarnings: async (payload, ctx) =>
    getMonthlyEarnings(
      { affiliateUid: await readableAffiliate(ctx, payload.affiliateUid), months: payload.months },
      { db, now: Date.now() },
    ),
  listReferrals: async (payload, ctx) =>
    listReferrals(
      {
        affiliateUid: await readableAffiliate(ctx, payload.affiliateUid),
        ...(payload.stage ? { stage: payload.stage } : {}),
        pageSize: payload.pageSize,
        cursor: payload.cursor ?? null,
      },
      { db },
    ),
  // Always the caller's own: nobody, a super admin included, sets another affiliate's details.
  getPayoutDetails: (_payload, ctx) => getPayoutDetails(ctx.uid, programmeDeps()),
  requestPayoutDetailsChange: (payload, ctx) =>
    requestPayoutDetailsChange(payload, ctx, programmeDeps()),
  confirmPayoutDetailsChange: (payload, ctx) =>
    confirmPayoutDetailsChange(payload, ctx, programmeDeps()),
});

import { adminAuth, db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import {
  dismissFlag,
  getAffiliate,
  listAffiliates,
  listLedger,
  reactivateAffiliate,
  setRateOverride,
  suspendAffiliate,
} from '../services/admin-affiliates/affiliates';
import { adjustBalance } from '../services/admin-affiliates/adjust-balance';
import type { AdminAffiliateDeps } from '../services/admin-affiliates/deps';
import { listReferrals } from '../services/admin-affiliates/list-referrals';
import {
  createPromoCode,
  deactivatePromoCode,
  listPromoCodes,
} from '../services/admin-affiliates/promo-codes';
import { reassignReferral } from '../services/admin-affiliates/reassign-referral';
import { releaseCurrencyHold } from '../services/admin-affiliates/release-currency-hold';
import { appUrlFrom } from '../services/companies/config';
import { sendMail } from '../services/mail/send-mail';

const deps = (): AdminAffiliateDeps => ({
  db,
  auth: adminAuth,
  now: Date.now(),
  env: process.env,
  appUrl: appUrlFrom(process.env),
  sendMail,
});

/**
 * Affiliates for super admins: the list with figures, one affiliate, and audited changes
 * (status, terms, flags, balance adjustments, the referrals of companies, promo codes, releasing
 * an entry held for its currency).
 */
export const adminAffiliateOperations = validatedOperations('adminAffiliateOperations', {
  list: (payload) => listAffiliates(payload, deps()),
  get: (payload) => getAffiliate(payload, deps()),
  suspend: (payload, ctx) => suspendAffiliate(payload, ctx, deps()),
  reactivate: (payload, ctx) => reactivateAffiliate(payload, ctx, deps()),
  setRateOverride: (payload, ctx) => setRateOverride(payload, ctx, deps()),
  listLedger: (payload) => listLedger(payload, deps()),
  dismissFlag: (payload, ctx) => dismissFlag(payload, ctx, deps()),
  adjust: (payload, ctx) => adjustBalance(payload, ctx, deps()),
  listReferrals: (payload) => listReferrals(payload, deps()),
  reassignReferral: (payload, ctx) => reassignReferral(payload, ctx, deps()),
  releaseCurrencyHold: (payload, ctx) => releaseCurrencyHold(payload, ctx, deps()),
  listPromoCodes: (payload) => listPromoCodes(payload, deps()),
  createPromoCode: (payload, ctx) => createPromoCode(payload, ctx, deps()),
  deactivatePromoCode: (payload, ctx) => deactivatePromoCode(payload, ctx, deps()),
});

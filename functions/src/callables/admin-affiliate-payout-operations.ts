import { adminAuth, db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import type { AdminAffiliateDeps } from '../services/admin-affiliates/deps';
import { exportBatch } from '../services/admin-affiliates/export-batch';
import { getPayoutSchedule } from '../services/admin-affiliates/scheduled-batch';
import {
  generateBatch,
  getBatch,
  listBatches,
  markPaid,
  previewBatch,
} from '../services/admin-affiliates/payouts';
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
 * Affiliate payouts for super admins: preview, generate, the monthly schedule, list, read, export for the payment
 * providers and mark paid (audited).
 */
export const adminAffiliatePayoutOperations = validatedOperations(
  'adminAffiliatePayoutOperations',
  {
    previewBatch: (payload) => previewBatch(payload, deps()),
    generateBatch: (payload, ctx) => generateBatch(payload, ctx, deps()),
    getPayoutSchedule: () => getPayoutSchedule(deps()),
    listBatches: (payload) => listBatches(payload, deps()),
    getBatch: (payload) => getBatch(payload, deps()),
    exportBatch: (payload) => exportBatch(payload, deps()),
    markPaid: (payload, ctx) => markPaid(payload, ctx, deps()),
  },
);

import { logger } from 'firebase-functions';
import { adminAuth, db } from '../lib/admin';
import { finishInterruptedDeletions } from '../services/account/finish-interrupted-deletions';
import { finishInterruptedBatches } from '../services/admin-affiliates/finish-interrupted-batches';
import { runScheduledPayoutBatch } from '../services/admin-affiliates/scheduled-batch';
import { closeYesterday } from '../services/admin-reports/close-yesterday';
import { reconcileSuperAdminMirrors } from '../services/admin-users/reconcile-super-admins';
import { billingConfig } from '../services/billing/config';
import { retryProviderCancels } from '../services/billing/retry-provider-cancels';
import { sendDunningReminders } from '../services/billing/send-dunning-reminders';
import { createStripe } from '../services/billing/stripe-client';
import { freezeLegacyReferrals } from '../services/affiliate/freeze-legacy-referrals';
import { sealFinishedDays } from '../services/affiliate/seal-finished-days';
import { expireStaleInvitations } from '../services/companies/expire-invitations';
import { sendMail } from '../services/mail/send-mail';
import { expireSupportViews } from '../services/support-view/expire-views';

const billing = billingConfig();
const stripe = billing.mode === 'stripe' ? createStripe(billing) : null;

/**
 * Work that must not wait for a visitor: correct super admins' users mirrors from Auth, seal
 * affiliate rollups of finished days, take the reports' closing snapshot of yesterday, finish
 * interrupted account deletions and payout batches, generate the month's payout batch on the
 * programme's payout day, close long-expired invitations, record the
 * end of support views whose time ran out, retry cancelling deleted companies' subscriptions at
 * Stripe, mail the owners and admins of failing payments (days 3 and 7 of the grace). Each task
 * is idempotent and bounded per run, and one failing does not stop the others.
 */
export async function runMaintenance(now = Date.now()): Promise<Record<string, number | string>> {
  const tasks = {
    // First: the rules read the mirror, so a claim removed outside the product stops there.
    superAdminMirrors: () => reconcileSuperAdminMirrors(db, adminAuth),
    // Until done: companies from before referrals were frozen get theirs.
    legacyReferrals: () => freezeLegacyReferrals(db, now),
    reportDay: async () => {
      const { snapshot, sealed } = await closeYesterday(db, now);
      return Number(snapshot) + Number(sealed);
    },
    finishedDeletions: () => finishInterruptedDeletions({ db, auth: adminAuth, now }),
    payoutBatches: () => finishInterruptedBatches(db, now),
    // After finishing interrupted ones: on the payout day, once a month.
    scheduledPayouts: () =>
      runScheduledPayoutBatch({
        db,
        auth: adminAuth,
        now,
        env: process.env,
        appUrl: billing.appUrl,
        sendMail,
      }),
    expiredInvitations: () => expireStaleInvitations(db, now),
    supportViews: () => expireSupportViews({ db, auth: adminAuth }, now),
    providerCancels: () => retryProviderCancels(db, { stripe }, now),
    dunningMails: () => sendDunningReminders({ db, now, appUrl: billing.appUrl, sendMail }),
    // Last: the only task that may work for minutes (a backlog), within its own budget.
    sealedDays: () => sealFinishedDays(db, now),
  };
  const results: Record<string, number | string> = {};
  for (const [name, run] of Object.entries(tasks)) {
    try {
      results[name] = await run();
    } catch (error) {
      results[name] = `failed: ${(error as Error).message}`;
      logger.error(`maintenance task ${name} failed`, { error: (error as Error).message });
    }
  }
  logger.info('maintenance run', results);
  return results;
}

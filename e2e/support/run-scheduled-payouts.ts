/**
 * `npx tsx e2e/support/run-scheduled-payouts.ts <clock in ms>`: the maintenance job's monthly
 * payout task (`runScheduledPayoutBatch`, as `functions/src/jobs/maintenance.ts` calls it) against
 * the emulators of the environment (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST), with
 * the job's clock set to the time given. Prints `{"payoutCount":n}`.
 *
 * Why a process of its own: the Functions emulator never fires scheduled functions, and the
 * deployed job runs on the real clock, so an end-to-end test runs the job's code itself; and
 * Playwright's loader cannot load the functions' sources (a CommonJS package), which tsx can, as
 * the scripts that import them do.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { runScheduledPayoutBatch } from '../../functions/src/services/admin-affiliates/scheduled-batch';

const now = Number(process.argv[2]);
if (!Number.isSafeInteger(now) || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error(
    'Usage: FIRESTORE_EMULATOR_HOST=… FIREBASE_AUTH_EMULATOR_HOST=… npx tsx e2e/support/run-scheduled-payouts.ts <clock in ms>',
  );
  process.exit(2);
}
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-saas' });
const payoutCount = await runScheduledPayoutBatch({
  db: getFirestore(app),
  auth: getAuth(app),
  now,
  env: process.env,
  appUrl: 'http://127.0.0.1',
  // Generating a batch mails nobody; marking a payout paid (in the app) does.
  sendMail: () => Promise.reject(new Error('a payout batch sends no mail')),
});
console.log(JSON.stringify({ payoutCount }));

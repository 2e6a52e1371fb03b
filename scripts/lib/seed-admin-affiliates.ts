import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type {
  AffiliateDoc,
  AffiliateFlagDoc,
  LedgerEntryDoc,
  PayoutDoc,
} from '../../functions/src/contracts/affiliate-programme';
import { DEMO_PASSWORD } from './demo-accounts';
import {
  PAYOUT_SCHEDULE_ACTOR_UID,
  PAYOUT_SCHEDULE_COLLECTION,
} from '../../functions/src/services/admin-affiliates/scheduled-batch';
import { DEMO_EUR_PAYOUT_ID } from './seed-affiliate-ledger';
import { DEMO_PAYOUT_DETAILS } from './seed-affiliate-payout-details';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_AFFILIATE = 'demo-affiliate';

/** Two more affiliates for /admin/affiliates/management: one with a pending payout, one suspended. */
const extraAffiliates = [
  {
    uid: 'demo-affiliate-jordan',
    email: 'jordan.refers@example.com',
    displayName: 'Jordan Refers',
    username: 'jordan_refers',
    status: 'approved',
  },
  {
    uid: 'demo-affiliate-suspended',
    email: 'casey.spam@example.com',
    displayName: 'Casey Spam',
    username: 'casey_spam',
    status: 'suspended',
  },
] as const;

/** Creates `ref` with `data` unless it exists (a change made since from the admin area stays). */
async function createOnce(db: Firestore, path: string, data: object): Promise<void> {
  const ref = db.doc(path);
  if (!(await ref.get()).exists) await ref.set(data);
}

/**
 * Payouts and management demo data: `demo_payout_1` (USD) and `demo_payout_3` (EUR), both paid
 * with a reference, in the paid batch `demo_batch_1` for the demo affiliate, whose entries are the
 * ledger's seeded entries naming each (the ledger seed writes them; each amount is their sum);
 * one pending
 * batch `demo_batch_2` with Jordan's payout; a suspended affiliate; an open flag on the demo
 * affiliate; `demo_batch_1` is the monthly schedule's, with its month's run. Times count from today's
 * midnight UTC. Idempotent: existing documents are kept.
 */
export async function seedAdminAffiliates(db: Firestore, auth: Auth): Promise<void> {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const agreementVersion = (await db.doc('policies/affiliateAgreement').get()).get(
    'currentVersion',
  ) as number | undefined;

  for (const a of extraAffiliates) {
    const properties = { email: a.email, password: DEMO_PASSWORD, displayName: a.displayName };
    try {
      await auth.updateUser(a.uid, properties);
    } catch {
      await auth.createUser({ uid: a.uid, ...properties, emailVerified: true });
    }
    await db.doc(`usernames/${a.username}`).set({ uid: a.uid });
    const record: AffiliateDoc = {
      username: a.username,
      status: a.status,
      approvedAt: midnight - 90 * DAY,
      payoutEmail: a.email,
      agreement: agreementVersion
        ? { version: agreementVersion, acceptedAt: midnight - 80 * DAY, userAgent: 'seed' }
        : null,
      ...(a.status === 'suspended'
        ? {
            suspendedAt: midnight - 3 * DAY,
            suspendedReason: 'Bidding on our brand name in paid search.',
          }
        : {}),
    };
    await createOnce(db, `affiliates/${a.uid}`, record);
  }

  // The demo affiliate's paid payouts, one per currency: the ledger seed's entries naming each.
  const paidAt = midnight - 20 * DAY + 10 * 60 * 60 * 1000;
  const paidPayouts = [
    { id: 'demo_payout_1', currency: 'usd', fallbackCents: 12_000, reference: 'PAYPAL-DEMO-0001' },
    {
      id: DEMO_EUR_PAYOUT_ID,
      currency: 'eur',
      fallbackCents: 7_200,
      reference: 'PAYPAL-DEMO-0002',
    },
  ];
  const paidByCurrency: Record<string, number> = {};
  for (const payout of paidPayouts) {
    const entries = await db
      .collection('affiliateLedger')
      .where('affiliateUid', '==', DEMO_AFFILIATE)
      .where('payoutId', '==', payout.id)
      .get();
    const amountCents = entries.empty
      ? payout.fallbackCents
      : entries.docs.reduce((sum, d) => sum + (d.get('amountCents') as number), 0);
    paidByCurrency[payout.currency] = amountCents;
    const doc: PayoutDoc = {
      batchId: 'demo_batch_1',
      affiliateUid: DEMO_AFFILIATE,
      payoutEmail: 'affiliate@example.com',
      amountCents,
      currency: payout.currency,
      payoutDetails: DEMO_PAYOUT_DETAILS[DEMO_AFFILIATE],
      entryIds: entries.docs.map((d) => d.id),
      status: 'paid',
      createdAt: midnight - 22 * DAY,
      paidAt,
      reference: payout.reference,
    };
    await createOnce(db, `affiliatePayouts/${payout.id}`, doc);
  }
  // Totals per currency, as generateBatch and markPaid write them (never one sum of two). The
  // monthly schedule created it (a run that caught up after the payout day), so the payouts page
  // shows a scheduled batch and its month's run.
  const scheduledAt = midnight - 22 * DAY;
  await createOnce(db, 'affiliatePayoutBatches/demo_batch_1', {
    status: 'paid',
    createdAt: scheduledAt,
    createdBy: PAYOUT_SCHEDULE_ACTOR_UID,
    asOf: scheduledAt,
    payoutCount: paidPayouts.length,
    paidCount: paidPayouts.length,
    totalByCurrency: paidByCurrency,
    paidByCurrency,
  });
  const month = new Date(scheduledAt).toISOString().slice(0, 7);
  await createOnce(db, `${PAYOUT_SCHEDULE_COLLECTION}/${month}`, {
    month,
    startedAt: scheduledAt,
    batchId: 'demo_batch_1',
    payoutCount: paidPayouts.length,
    finishedAt: scheduledAt + 60_000,
  });

  // Jordan: two commissions past their hold, taken by the pending batch.
  const jordanEntries: [string, number][] = [
    ['seed_jordan_inv_1', 7_900],
    ['seed_jordan_inv_2', 7_900],
  ];
  for (const [index, [id, amountCents]] of jordanEntries.entries()) {
    const createdAt = midnight - (70 - index * 30) * DAY;
    const entry: LedgerEntryDoc = {
      affiliateUid: 'demo-affiliate-jordan',
      kind: 'commission',
      amountCents,
      currency: 'usd',
      companyId: 'demo-jordan-customer',
      referredUid: 'demo-jordan-customer-owner',
      invoiceId: id.replace('seed_jordan_', ''),
      eventId: `evt_${id}`,
      createdAt,
      availableAt: createdAt + 30 * DAY,
      payoutId: 'demo_payout_2',
      heldReason: null,
      companyName: 'Jordan’s customer',
    };
    await createOnce(db, `affiliateLedger/${id}`, entry);
  }
  const pendingCents = jordanEntries.reduce((sum, [, cents]) => sum + cents, 0);
  await createOnce(db, 'affiliatePayoutBatches/demo_batch_2', {
    status: 'pending',
    createdAt: midnight - DAY,
    createdBy: 'demo-super-admin',
    asOf: midnight - DAY,
    payoutCount: 1,
    paidCount: 0,
    totalByCurrency: { usd: pendingCents },
    paidByCurrency: {},
  });
  const pendingPayout: PayoutDoc = {
    batchId: 'demo_batch_2',
    affiliateUid: 'demo-affiliate-jordan',
    payoutEmail: 'jordan.refers@example.com',
    amountCents: pendingCents,
    currency: 'usd',
    payoutDetails: DEMO_PAYOUT_DETAILS['demo-affiliate-jordan'],
    entryIds: jordanEntries.map(([id]) => id),
    status: 'pending',
    createdAt: midnight - DAY,
    paidAt: null,
    reference: null,
  };
  await createOnce(db, 'affiliatePayouts/demo_payout_2', pendingPayout);

  const day = new Date(midnight - 2 * DAY).toISOString().slice(0, 10);
  const flag: AffiliateFlagDoc = {
    affiliateUid: DEMO_AFFILIATE,
    kind: 'signupBurst',
    day,
    count: 42,
    createdAt: midnight - 2 * DAY + 60 * 60 * 1000,
    status: 'open',
  };
  // One demo flag whatever the day: a fixed id (the detector's own ids name kind, uid and day).
  await createOnce(db, 'affiliateFlags/seed_signupBurst_demo-affiliate', flag);
}

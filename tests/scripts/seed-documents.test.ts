import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type FirestoreDataConverter, type Query } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  reportBillingEventConverter,
  reportDayConverter,
} from '../../functions/src/services/admin-reports/store';
import { companyReferralConverter } from '../../functions/src/services/affiliate/company-referral';
import { promoCodeConverter } from '../../functions/src/services/affiliate/promo-codes';
import {
  affiliateConverter,
  rollupConverter,
  sessionConverter,
} from '../../functions/src/services/affiliate/store';
import {
  affiliateStateConverter,
  companyStateConverter,
  ledgerEntryConverter,
} from '../../functions/src/services/affiliate-ledger/store';
import { dunningCaseConverter } from '../../functions/src/services/billing/dunning-store';
import { subscriptionConverter } from '../../functions/src/services/billing/store';
import {
  companyConverter,
  invitationConverter,
  memberConverter,
} from '../../functions/src/services/companies/store';
import {
  policyConverter,
  policyVersionConverter,
} from '../../functions/src/services/policies/store';
import {
  getPayoutSchedule,
  PAYOUT_SCHEDULE_ACTOR_UID,
} from '../../functions/src/services/admin-affiliates/scheduled-batch';
import { pastDueQueue } from '../../functions/src/services/admin-billing/past-due-queue';
import { takeSnapshot } from '../../functions/src/services/admin-reports/count-day';
import { dayKey } from '../../functions/src/services/admin-reports/summarize';
import { seedDemoData } from '../../scripts/lib/seed';
import { TEST_PORTS } from '../../scripts/lib/stack';
import { authHost, firestoreHost } from '../support/env';

const port = (host: string) => Number(host.split(':')[1]);

/*
 * The demo data in a project of its own (the emulators keep projects apart), so every document
 * read here was written by the seed, and the seed is checked against the very converters the
 * functions read through: a seeded document they would refuse fails here, not in a demo.
 */
const app = initializeApp({ projectId: 'demo-seed-check' }, 'seed-check');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const checked: [string, Query, FirestoreDataConverter<unknown>][] = [
  ['companies', db.collection('companies'), companyConverter],
  ['members', db.collectionGroup('members'), memberConverter],
  ['invitations', db.collection('invitations'), invitationConverter],
  ['affiliates', db.collection('affiliates'), affiliateConverter],
  ['affiliateSessions', db.collection('affiliateSessions'), sessionConverter],
  ['affiliateRollups', db.collection('affiliateRollups'), rollupConverter],
  ['affiliateReferrals', db.collection('affiliateReferrals'), companyReferralConverter],
  ['affiliatePromoCodes', db.collection('affiliatePromoCodes'), promoCodeConverter],
  ['affiliateLedger', db.collection('affiliateLedger'), ledgerEntryConverter],
  ['affiliateLedgerCompanies', db.collection('affiliateLedgerCompanies'), companyStateConverter],
  [
    'affiliateLedgerAffiliates',
    db.collection('affiliateLedgerAffiliates'),
    affiliateStateConverter,
  ],
  ['policies', db.collection('policies'), policyConverter],
  ['policy versions', db.collectionGroup('versions'), policyVersionConverter],
  ['reportDays', db.collection('reportDays'), reportDayConverter],
  ['reportBillingEvents', db.collection('reportBillingEvents'), reportBillingEventConverter],
  ['billingDunningCases', db.collection('billingDunningCases'), dunningCaseConverter],
];

describe('the demo data', () => {
  it('is read by the functions as they read it: every seeded document fits its schema', async () => {
    await seedDemoData(
      { ...TEST_PORTS, auth: port(authHost()), firestore: port(firestoreHost()) },
      app,
    );
    const refused: string[] = [];
    let read = 0;
    for (const [name, query, converter] of checked) {
      const docs = (await query.get()).docs;
      read += docs.length;
      for (const doc of docs) {
        try {
          converter.fromFirestore(doc);
        } catch (error) {
          refused.push(`${name}: ${(error as Error).message}`);
        }
      }
    }
    const subscriptions = await db.collectionGroup('billing').get();
    for (const doc of subscriptions.docs.filter((d) => d.id === 'subscription')) {
      read += 1;
      try {
        subscriptionConverter.fromFirestore(doc);
      } catch (error) {
        refused.push(`subscription: ${(error as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
    expect(read).toBeGreaterThan(50);
  });

  it('gives affiliate@example.com a promo code with a discount to share', async () => {
    // Seeded by the first test (vitest runs a file's tests in order).
    const codes = await db
      .collection('affiliatePromoCodes')
      .where('affiliateUid', '==', 'demo-affiliate')
      .withConverter(promoCodeConverter)
      .get();
    expect(codes.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        code: 'DEMO-PARTNER',
        active: true,
        discount: { percentOff: 10, durationMonths: 3 },
      }),
    ]);
  });

  it('shows a batch of the monthly schedule, with its month’s run, on the payouts page', async () => {
    // Seeded by the first test (vitest runs a file's tests in order).
    const schedule = await getPayoutSchedule({ db, now: Date.now() });
    expect(schedule.lastRun).toMatchObject({ batchId: 'demo_batch_1', payoutCount: 2 });
    const batch = await db.doc('affiliatePayoutBatches/demo_batch_1').get();
    expect(batch.get('createdBy')).toBe(PAYOUT_SCHEDULE_ACTOR_UID);
  });

  it('has a failing payment in its grace, mailed on days 0 and 3, and one recovered this month', async () => {
    // Seeded by the first test (vitest runs a file's tests in order).
    const queue = await pastDueQueue({ db, now: Date.now() });
    expect(queue.cases).toEqual([
      expect.objectContaining({
        companyName: 'Lantern Media',
        planName: 'Team',
        currency: 'usd',
        day: 4,
        mailsSent: [0, 3],
      }),
    ]);
    expect(queue.recoveredThisMonth).toEqual([
      expect.objectContaining({ currency: 'usd', cases: 1 }),
    ]);
  });

  it("has a report history that ends on today's real figures (no cliff where the live data begins)", async () => {
    // Seeded by the test above (vitest runs a file's tests in order).
    const now = Date.now();
    const lastSeeded = dayKey(now - 2 * 86_400_000);
    const seeded = (
      await db.doc(`reportDays/${lastSeeded}`).withConverter(reportDayConverter).get()
    ).data()?.snapshot;
    const { takenAt: _seededAt, ...history } = seeded ?? { takenAt: 0 };
    const { takenAt: _now, ...today } = await takeSnapshot(db, now);
    expect(history).toEqual(today);
    expect(today.companies).toBeGreaterThan(0);
  });
});

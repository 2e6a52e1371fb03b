import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROGRAMME_SETTINGS, type LedgerEntryDoc } from '@contracts/affiliate-programme';
import {
  PAYOUT_SCHEDULE_ACTOR_UID,
  PAYOUT_SCHEDULE_COLLECTION,
  getPayoutSchedule,
  payoutDayOf,
  runScheduledPayoutBatch,
} from '../../functions/src/services/admin-affiliates/scheduled-batch';
import { adminDb as db, createAffiliate } from '../support/affiliates';
import { adminAuth } from '../support/users';

/**
 * The monthly payout batch the maintenance job generates on the payout day. The job's clock is
 * set in 2001 so its batch can only take this file's entries (available in 2001), never the
 * entries other files running beside it wait to pay with their own batches.
 */

const DAY = 24 * 60 * 60 * 1000;
const settingsRef = db.doc('affiliateProgramme/settings');
let savedSettings: Record<string, unknown> | undefined;
beforeAll(async () => {
  savedSettings = (await settingsRef.get()).data();
  await settingsRef.set({
    ...DEFAULT_PROGRAMME_SETTINGS,
    payoutDayOfMonth: 5,
    minimumPayoutCents: 5_000,
    minimumPayoutByCurrency: { eur: 4_000 },
  });
});
afterAll(async () => {
  if (savedSettings) await settingsRef.set(savedSettings);
  else await settingsRef.delete();
});
const MONTHS = ['2001-03', '2001-04'];
beforeEach(async () => {
  for (const month of MONTHS) await db.doc(`${PAYOUT_SCHEDULE_COLLECTION}/${month}`).delete();
});

const deps = (now: number) => ({
  db,
  auth: adminAuth,
  now,
  env: { FUNCTIONS_EMULATOR: 'true' },
  appUrl: 'http://localhost',
  sendMail: vi.fn(),
});

/** A payable ledger line of the affiliate, as the ledger writes one. */
async function entry(
  affiliateUid: string,
  amountCents: number,
  currency: string,
  availableAt: number,
) {
  const id = `sched_${randomUUID()}`;
  const doc: LedgerEntryDoc = {
    affiliateUid,
    kind: 'commission',
    amountCents,
    currency,
    companyId: `co_${randomUUID().slice(0, 6)}`,
    referredUid: 'someone',
    invoiceId: null,
    eventId: `evt_${id}`,
    createdAt: availableAt - 30 * DAY,
    availableAt,
    payoutId: null,
    heldReason: null,
  };
  await db.doc(`affiliateLedger/${id}`).set(doc);
  return id;
}

const payoutIdOf = async (id: string) =>
  (await db.doc(`affiliateLedger/${id}`).get()).get('payoutId') as string | null;

describe('runScheduledPayoutBatch', () => {
  it('generates the month’s batch on the payout day, once, paying each currency at its minimum', async () => {
    const march5 = Date.UTC(2001, 2, 5);
    const affiliate = await createAffiliate();
    const dollars = await entry(affiliate.uid, 6_000, 'usd', march5 - 10 * DAY);
    const euros = await entry(affiliate.uid, 3_000, 'eur', march5 - 10 * DAY);

    // The day before: nothing yet, no marker.
    expect(await runScheduledPayoutBatch(deps(march5 - 60_000))).toBe(0);
    expect((await db.doc(`${PAYOUT_SCHEDULE_COLLECTION}/2001-03`).get()).exists).toBe(false);
    expect(await payoutIdOf(dollars)).toBeNull();

    // The payout day: $60 reaches the $50 minimum; €30 is under the €40 one and rolls over.
    expect(await runScheduledPayoutBatch(deps(march5 + 5 * 60_000))).toBe(1);
    const paid = await payoutIdOf(dollars);
    expect(paid).not.toBeNull();
    expect(await payoutIdOf(euros)).toBeNull();
    const payout = (await db.doc(`affiliatePayouts/${paid}`).get()).data();
    expect(payout).toMatchObject({
      affiliateUid: affiliate.uid,
      amountCents: 6_000,
      currency: 'usd',
    });
    const marker = (await db.doc(`${PAYOUT_SCHEDULE_COLLECTION}/2001-03`).get()).data();
    expect(marker).toMatchObject({ month: '2001-03', batchId: payout?.batchId, payoutCount: 1 });
    const batch = (await db.doc(`affiliatePayoutBatches/${payout?.batchId}`).get()).data();
    expect(batch).toMatchObject({ status: 'pending', createdBy: PAYOUT_SCHEDULE_ACTOR_UID });
    const audit = await db.collection('auditLog').where('target.id', '==', payout?.batchId).get();
    expect(audit.docs.map((d) => d.get('actor.uid'))).toEqual([PAYOUT_SCHEDULE_ACTOR_UID]);

    // Later the same month (the job runs every 15 minutes): no second batch.
    await entry(affiliate.uid, 7_000, 'usd', march5 + DAY);
    expect(await runScheduledPayoutBatch(deps(march5 + 2 * DAY))).toBe(0);

    // Next month's day: the euros reached their minimum meanwhile, and both go out.
    await entry(affiliate.uid, 2_000, 'eur', march5 + 3 * DAY);
    expect(await runScheduledPayoutBatch(deps(Date.UTC(2001, 3, 5, 0, 10)))).toBe(2);
    expect(await payoutIdOf(euros)).not.toBeNull();
  });

  it('catches up later in the month when the job was down on the day', async () => {
    expect(payoutDayOf(Date.UTC(2001, 3, 20), 5)).toEqual({
      month: '2001-04',
      at: Date.UTC(2001, 3, 5),
    });
    const affiliate = await createAffiliate();
    const due = await entry(affiliate.uid, 5_000, 'usd', Date.UTC(2001, 3, 1));
    expect(await runScheduledPayoutBatch(deps(Date.UTC(2001, 3, 20)))).toBe(1);
    expect(await payoutIdOf(due)).not.toBeNull();
  });

  it('tells the payouts page the next scheduled run and the latest one', async () => {
    const march5 = Date.UTC(2001, 2, 5);
    const before = await getPayoutSchedule(deps(march5 - DAY));
    expect(before.payoutDayOfMonth).toBe(5);
    expect(before.nextRunAt).toBe(march5);
    expect(before.lastRun?.month).not.toBe('2001-03');

    // On the day, before the job's next run: still due today.
    expect((await getPayoutSchedule(deps(march5 + 60_000))).nextRunAt).toBe(march5);

    const affiliate = await createAffiliate();
    await entry(affiliate.uid, 5_000, 'usd', march5 - DAY);
    expect(await runScheduledPayoutBatch(deps(march5 + 5 * 60_000))).toBe(1);
    const after = await getPayoutSchedule(deps(march5 + DAY));
    expect(after.nextRunAt).toBe(Date.UTC(2001, 3, 5));
    expect(after.lastRun).toMatchObject({
      month: '2001-03',
      startedAt: march5 + 5 * 60_000,
      payoutCount: 1,
    });
    expect(after.lastRun?.batchId).toEqual(expect.any(String));

    // A month later, before April's day: April's is next, March's the latest.
    const april = await getPayoutSchedule(deps(Date.UTC(2001, 3, 2)));
    expect(april.nextRunAt).toBe(Date.UTC(2001, 3, 5));
    expect(april.lastRun?.month).toBe('2001-03');
  });
});

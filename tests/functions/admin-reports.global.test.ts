import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFlow } from '@contracts/admin-reports';
import { adminCallers } from '../support/admin-callers';
import { callerFor, closeCallers } from '../support/callable-client';
import { postEvent, seedTestPlans, stripeEvent, subscriptionObject } from '../support/billing';
import { adminDb as db, errorCode } from '../support/companies';
import { createSignedInUser } from '../support/users';

/**
 * Report summaries: source documents on three past days (far enough back that no other test
 * writes there), the figures compared with a recount done here from the documents themselves,
 * then read again from the sealed days.
 */

afterEach(closeCallers);

const DAY_MS = 86_400_000;
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const todayStart = dayStart(dayKey(Date.now()));
const d0 = dayKey(todayStart - 302 * DAY_MS);
const d1 = dayKey(todayStart - 301 * DAY_MS);
const d2 = dayKey(todayStart - 300 * DAY_MS);
const at = (day: string, hours: number) => dayStart(day) + hours * 3_600_000;
const tag = randomUUID().slice(0, 8);

let admin: Awaited<ReturnType<typeof createSignedInUser>>;
const referredOwner = `rep-owner-${tag}`;
const companies: string[] = [];

async function user(createdAt: number) {
  await db.doc(`users/rep-${randomUUID()}`).set({
    email: null,
    emailLower: null,
    displayName: null,
    displayNameLower: null,
    providers: ['password'],
    emailVerified: false,
    disabled: false,
    superAdmin: false,
    createdAt,
    lastSignInAt: null,
  });
}

async function company(createdAt: number, ownerUid = 'nobody') {
  const id = `rep-${randomUUID().slice(0, 12)}`;
  await db.doc(`companies/${id}`).set({
    name: 'Report Co',
    slug: id,
    logoUrl: null,
    website: null,
    ownerUid,
    memberCount: 1,
    createdAt,
    updatedAt: createdAt,
  });
  companies.push(id);
  return id;
}

/** Posts a subscription's status to the webhook as Stripe would, at `when` (ms). */
async function subscription(
  companyId: string,
  subscriptionId: string,
  status: 'trialing' | 'active' | 'canceled',
  when: number,
) {
  const type =
    status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
  const object = subscriptionObject({
    companyId,
    subscriptionId,
    customerId: `cus_${subscriptionId}`,
    status,
    priceId: 'price_team_monthly',
    quantity: 3,
    periodEnd: Math.floor(when / 1000) + 30 * 86_400,
    cancelAtPeriodEnd: false,
  });
  const response = await postEvent(stripeEvent(type, object, Math.floor(when / 1000)));
  expect(response.body.outcome).toBe('applied');
}

const get = async (from: string, to: string, as = admin) =>
  (await callerFor(as))('adminReportOperations', {
    action: 'get',
    payload: { from, to },
  });

/** The figures of one day counted here, from every document (independently of the service). */
async function recount(day: string): Promise<Partial<ReportFlow>> {
  const start = dayStart(day);
  const inDay = (value: unknown) =>
    typeof value === 'number' && value >= start && value < start + DAY_MS;
  const [users, companyDocs, rollups, shards, events] = await Promise.all([
    db.collection('users').get(),
    db.collection('companies').get(),
    db.collection('affiliateRollups').get(),
    db.collection('affiliateRollupShards').get(),
    db.collection('reportBillingEvents').get(),
  ]);
  const ofDay = [...rollups.docs, ...shards.docs].filter((doc) => doc.get('day') === day);
  const sum = (field: string) =>
    ofDay.reduce((total, doc) => total + ((doc.get(field) as number | undefined) ?? 0), 0);
  const kind = (k: string) =>
    events.docs.filter((doc) => doc.get('kind') === k && inDay(doc.get('at')));
  const attributed = new Set(
    (await db.collection('affiliateAttributions').where('attributed', '==', true).get()).docs.map(
      (doc) => doc.id,
    ),
  );
  return {
    signups: users.docs.filter((doc) => inDay(doc.get('createdAt'))).length,
    newCompanies: companyDocs.docs.filter((doc) => inDay(doc.get('createdAt'))).length,
    affiliateVisits: sum('visits'),
    affiliateSignups: sum('signups'),
    affiliatePaying: kind('paidStarted').filter((doc) =>
      attributed.has(doc.get('ownerUid') as string),
    ).length,
    trialsStarted: kind('trialStarted').length,
    trialsConverted: kind('trialConverted').length,
    trialsCanceled: kind('trialCanceled').length,
    paidStarted: kind('paidStarted').length,
    churned: kind('churned').length,
  };
}

beforeAll(async () => {
  admin = await createSignedInUser({ superAdmin: true });
  await seedTestPlans();
  // Sign-ups: three on d0, one on d1 a millisecond before midnight, one on d2 at midnight.
  await Promise.all([
    user(at(d0, 1)),
    user(at(d0, 12)),
    user(at(d0, 23)),
    user(dayStart(d1) + DAY_MS - 1),
    user(dayStart(d2)),
  ]);
  // New companies: two on d0, one on d1 (owned by a referred user).
  const trialCo = await company(at(d0, 9), referredOwner);
  const churnCo = await company(at(d0, 10));
  const canceledTrialCo = await company(at(d1, 8));
  await db.doc(`affiliateAttributions/${referredOwner}`).set({
    attributed: true,
    outcome: 'attributed',
    affiliateUid: `rep-aff-${tag}`,
    sessionId: tag,
    firstTouchAt: at(d0, 1),
    at: at(d0, 2),
  });
  // Affiliate rollups of d0: one sealed day document and two shards not yet sealed.
  await db.doc(`affiliateRollups/rep-aff-${tag}_${d0}`).set({
    affiliateUid: `rep-aff-${tag}`,
    day: d0,
    visits: 5,
    uniqueSessions: 4,
    signups: 1,
  });
  await db.doc(`affiliateRollupShards/rep-aff-${tag}_${d0}_1`).set({
    affiliateUid: `rep-aff-${tag}`,
    day: d0,
    visits: 2,
  });
  await db.doc(`affiliateRollupShards/rep-aff2-${tag}_${d0}_7`).set({
    affiliateUid: `rep-aff2-${tag}`,
    day: d0,
    visits: 3,
    signups: 1,
  });
  // Billing through the real webhook: a trial on d0 converting on d1, a subscription paying
  // from d0 and canceled on d2, a trial started on d1 and canceled on d2.
  await subscription(trialCo, `sub_t_${tag}`, 'trialing', at(d0, 11));
  await subscription(trialCo, `sub_t_${tag}`, 'active', at(d1, 11));
  await subscription(churnCo, `sub_c_${tag}`, 'active', at(d0, 12));
  await subscription(churnCo, `sub_c_${tag}`, 'canceled', at(d2, 12));
  await subscription(canceledTrialCo, `sub_x_${tag}`, 'trialing', at(d1, 9));
  await subscription(canceledTrialCo, `sub_x_${tag}`, 'canceled', at(d2, 9));
});

describe('adminReportOperations.get', () => {
  it('counts each past day as a recount of its documents, then reads the sealed days', async () => {
    const first = await get(d0, d2);
    expect(first.days.map((d) => d.day)).toEqual([d0, d1, d2]);
    expect(first.days.every((d) => !d.sealed)).toBe(true);
    for (const day of first.days) expect(day.flow).toEqual(await recount(day.day));

    // What this test wrote, in plain numbers (the recount may add another file's documents).
    expect(first.days[0]?.flow).toMatchObject({
      signups: 3,
      newCompanies: 2,
      affiliateVisits: 10,
      affiliateSignups: 2,
      trialsStarted: 1,
      paidStarted: 1,
    });
    expect(first.days[1]?.flow).toMatchObject({
      signups: 1,
      newCompanies: 1,
      trialsStarted: 1,
      trialsConverted: 1,
      paidStarted: 1,
      affiliatePaying: 1,
    });
    expect(first.days[2]?.flow).toMatchObject({ signups: 1, churned: 1, trialsCanceled: 1 });
    expect(first.totals).toMatchObject({ trialsConverted: 1, trialsCanceled: 1, churned: 1 });
    expect(first.rates.trialConversion).toBe(0.5);

    const sealed = await db.doc(`reportDays/${d1}`).get();
    expect(sealed.get('flow')).toEqual(first.days[1]?.flow);
    expect(typeof sealed.get('sealedAt')).toBe('number');

    const second = await get(d0, d2);
    expect(second.days.every((d) => d.sealed)).toBe(true);
    expect(second.days.map((d) => d.flow)).toEqual(first.days.map((d) => d.flow));
    expect(second.totals).toEqual(first.totals);
  });

  it('does not count a document added later for a sealed day (no reseal)', async () => {
    await get(d0, d0);
    const before = (await get(d0, d0)).days[0]?.flow.signups;
    await user(at(d0, 5));
    const after = await get(d0, d0);
    expect(after.days[0]?.sealed).toBe(true);
    expect(after.days[0]?.flow.signups).toBe(before);
    expect((await recount(d0)).signups).toBe((before ?? 0) + 1);
  });

  it("answers today's point-in-time figures live, as a recount of the companies", async () => {
    await db.doc(`companies/${companies[0]}`).update({
      'entitlements.mrrCents': 3600,
      'entitlements.seats': 3,
    });
    const today = dayKey(Date.now());
    const report = await get(today, today);
    const all = await db.collection('companies').get();
    const paying = all.docs.filter((doc) => (doc.get('entitlements.mrrCents') ?? 0) > 0);
    expect(report.days[0]?.sealed).toBe(false);
    expect(report.last).toMatchObject({
      companies: all.size,
      payingCompanies: paying.length,
      mrrCents: paying.reduce((s, doc) => s + (doc.get('entitlements.mrrCents') as number), 0),
      seats: paying.reduce((s, doc) => s + (doc.get('entitlements.seats') as number), 0),
      trialingCompanies: all.docs.filter((doc) => doc.get('entitlements.status') === 'trialing')
        .length,
    });
    expect(
      await db
        .doc(`reportDays/${today}`)
        .get()
        .then((d) => d.get('flow')),
    ).toBeUndefined();
    // Yesterday's snapshot is taken at the first view after it ended (an earlier test's here).
    const yesterday = dayKey(Date.now() - DAY_MS);
    expect((await db.doc(`reportDays/${yesterday}`).get()).get('snapshot')).toMatchObject({
      companies: expect.any(Number) as number,
    });
  });

  it('refuses a reversed, future or too long range', async () => {
    const today = dayKey(Date.now());
    const tomorrow = dayKey(Date.now() + DAY_MS);
    expect(await errorCode(get(d2, d0))).toBe('functions/invalid-argument');
    expect(await errorCode(get(today, tomorrow))).toBe('functions/invalid-argument');
    expect(await errorCode(get(dayKey(Date.now() - 366 * DAY_MS), today))).toBe(
      'functions/invalid-argument',
    );
    expect(await errorCode(get('2025-1-1', today))).toBe('functions/invalid-argument');
  });

  it('refuses a plain user, a "true"-string claim and a revoked admin', async () => {
    const callers = await adminCallers('adminReportOperations');
    const input = { action: 'get', payload: { from: d0, to: d0 } } as const;
    expect(await errorCode(callers.plain.call(input))).toBe('functions/permission-denied');
    expect(await errorCode(callers.stringClaim.call(input))).toBe('functions/permission-denied');
    expect(await errorCode(callers.revoked.call(input))).toBe('functions/unauthenticated');
    await expect(callers.superAdmin.call(input)).resolves.toMatchObject({ from: d0, to: d0 });
  });
});

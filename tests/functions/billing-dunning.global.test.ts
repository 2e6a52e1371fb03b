import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableInput } from '@contracts/callables';
import type { DunningCaseDoc } from '../../functions/src/services/billing/dunning-store';
import { mailDueDunningMark } from '../../functions/src/services/billing/dunning-mail';
import { sendDunningReminders } from '../../functions/src/services/billing/send-dunning-reminders';
import { sendMail } from '../../functions/src/services/mail/send-mail';
import { adminCallers, type AdminCaller } from '../support/admin-callers';
import { entitlementsOf, seedTestPlans } from '../support/billing';
import { callerFor, closeCallers } from '../support/callable-client';
import {
  addMember,
  adminDb,
  clientFor,
  createCompany,
  createUser,
  errorCode,
  type TestUser,
} from '../support/companies';
import { hostingUrl } from '../support/env';
import { listMail, waitForMail, type CaughtMail } from '../support/mail';

/**
 * Dunning end to end on the emulators: a renewal that fails in the test portal goes through the
 * real webhook, which opens the case and mails day 0; the maintenance task's code (run here, as
 * Cloud Scheduler would) mails day 3 once; paying again recovers the case; the admin queue sums
 * per currency.
 */

const DAY = 24 * 60 * 60 * 1000;
const APP_URL = 'http://app.test';
const jobDeps = (now: number) => ({ db: adminDb, now, appUrl: APP_URL, sendMail });

beforeAll(seedTestPlans);
afterAll(closeCallers);

type BillingInput = CallableInput<'billingOperations'>;
const page = (url: string) => new URL(url, hostingUrl()).toString();
const post = (url: string, fields: Record<string, string>) =>
  fetch(page(url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** A company on the Team plan (trialing) with an owner, an admin and a member. */
async function payingTeam() {
  const [owner, admin, member] = await Promise.all([
    createUser('Olivia Owner'),
    createUser('Adam Admin'),
    createUser('Mia Member'),
  ]);
  const name = `Dunning ${randomUUID().slice(0, 6)}`;
  const { companyId, slug } = await createCompany(await clientFor(owner), name);
  await addMember(companyId, admin, 'admin');
  await addMember(companyId, member, 'member');
  const call = await callerFor(owner);
  const billing = (input: BillingInput) => call('billingOperations', input) as Promise<unknown>;
  const { url } = (await billing({
    action: 'createCheckout',
    payload: { companyId, planId: 'team', interval: 'month', seats: 3 },
  })) as { url: string };
  const session = new URL(url, 'http://x').searchParams.get('session') ?? '';
  expect((await post(url, { session, action: 'pay' })).status).toBe(303);
  const { url: portal } = (await billing({
    action: 'openPortal',
    payload: { companyId },
  })) as { url: string };
  const portalId = new URL(portal, 'http://x').searchParams.get('portal') ?? '';
  /** A change in the test portal: its event goes through the real webhook. */
  const change = async (action: string) => {
    expect((await post(portal, { portal: portalId, action })).status).toBe(303);
  };
  return { companyId, slug, name, owner, admin, member, change };
}

async function casesOf(companyId: string) {
  const snap = await adminDb
    .collection('billingDunningCases')
    .where('companyId', '==', companyId)
    .get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as DunningCaseDoc) }));
}

async function onlyCase(companyId: string) {
  const cases = await casesOf(companyId);
  expect(cases).toHaveLength(1);
  return cases[0] as DunningCaseDoc & { id: string };
}

const mailsTo = async (user: TestUser, subjectIncludes: string): Promise<CaughtMail[]> =>
  (await listMail()).filter(
    (mail) =>
      mail.envelope.to.some((to) => to.address.toLowerCase() === user.email.toLowerCase()) &&
      mail.subject.includes(subjectIncludes),
  );

describe('a failed renewal', { timeout: 60_000 }, () => {
  it('opens a case and mails day 0 to the owner and the admin, not to the member', async () => {
    const t = await payingTeam();
    await t.change('payment-fails');

    expect(await entitlementsOf(t.companyId)).toMatchObject({ status: 'past_due', planId: 'team' });
    const opened = await onlyCase(t.companyId);
    expect(opened).toMatchObject({
      companyName: t.name,
      planId: 'team',
      planName: 'Team',
      amountCents: 3 * 1200,
      currency: 'usd',
      status: 'open',
      closedAt: null,
      mailsSent: [0],
      nextMailAt: opened.startedAt + 3 * DAY,
    });
    expect(opened.id).toBe(`${t.companyId}_${opened.startedAt}`);
    expect(opened.graceUntil).toBe(opened.startedAt + 7 * DAY);

    const subject = `Your payment for ${t.name} failed`;
    const mail = await waitForMail({ to: t.owner.email, subjectIncludes: subject });
    expect(mail.envelope.to.map((to) => to.address.toLowerCase()).sort()).toEqual(
      [t.owner.email, t.admin.email].map((e) => e.toLowerCase()).sort(),
    );
    expect(mail.text).toContain('$36.00 a month for the Team plan');
    expect(mail.text).toContain(`/company?company=${t.companyId}#billing`);
    expect(await mailsTo(t.member, subject)).toEqual([]);
  });

  it('mails day 3 from the maintenance task at day 3, once, and nothing once it is paid', async () => {
    const t = await payingTeam();
    await t.change('payment-fails');
    const { id, startedAt } = await onlyCase(t.companyId);
    const reminder = `Reminder: the payment for ${t.name} is still failing`;

    // Before day 3 there is nothing to send.
    await sendDunningReminders(jobDeps(startedAt + 3 * DAY - 60_000), { perRun: 500 });
    expect((await onlyCase(t.companyId)).mailsSent).toEqual([0]);

    // Two overlapping runs at day 3: one mail.
    const day3 = startedAt + 3 * DAY + 60_000;
    await Promise.all([
      sendDunningReminders(jobDeps(day3), { perRun: 500 }),
      sendDunningReminders(jobDeps(day3), { perRun: 500 }),
    ]);
    await waitForMail({ to: t.admin.email, subjectIncludes: reminder });
    await sendDunningReminders(jobDeps(day3 + 60_000), { perRun: 500 });
    expect(await mailsTo(t.owner, reminder)).toHaveLength(1);
    expect(await mailsTo(t.member, reminder)).toEqual([]);
    expect(await onlyCase(t.companyId)).toMatchObject({
      mailsSent: [0, 3],
      nextMailAt: startedAt + 6 * DAY,
    });

    // Paying again recovers the case; the last day's mail never goes out.
    await t.change('payment-succeeds');
    const recovered = await onlyCase(t.companyId);
    expect(recovered).toMatchObject({ status: 'recovered', nextMailAt: null, mailsSent: [0, 3] });
    expect(recovered.closedAt).toEqual(expect.any(Number));
    expect(await mailDueDunningMark(id, jobDeps(startedAt + 6 * DAY + 60_000))).toBe('none');
    expect(await mailsTo(t.owner, 'Last day')).toEqual([]);
  });

  it('gives the mark back when the send fails, so the next run sends it', async () => {
    const t = await payingTeam();
    await t.change('payment-fails');
    const { id, startedAt } = await onlyCase(t.companyId);
    const day3 = startedAt + 3 * DAY + 60_000;
    const failing = async () => {
      throw new Error('SMTP is down');
    };
    expect(await mailDueDunningMark(id, { ...jobDeps(day3), sendMail: failing })).toBe('failed');
    expect(await onlyCase(t.companyId)).toMatchObject({
      mailsSent: [0],
      nextMailAt: startedAt + 3 * DAY,
    });
    expect(await mailDueDunningMark(id, jobDeps(day3))).toBe('sent');
    expect((await onlyCase(t.companyId)).mailsSent).toEqual([0, 3]);
  });

  it('is lost when the subscription ends, and when the company is deleted', async () => {
    const cancelled = await payingTeam();
    await cancelled.change('payment-fails');
    await cancelled.change('cancel-now');
    expect(await onlyCase(cancelled.companyId)).toMatchObject({ status: 'lost', nextMailAt: null });

    const deleted = await payingTeam();
    await deleted.change('payment-fails');
    await (
      await clientFor(deleted.owner)
    ).company({
      action: 'delete',
      payload: { companyId: deleted.companyId, confirmation: deleted.slug },
    });
    expect(await onlyCase(deleted.companyId)).toMatchObject({ status: 'lost' });
  });
});

describe('the admin past-due queue', () => {
  type Call = AdminCaller<'adminBillingOperations'>['call'];
  let superAdmin: Call;
  let plain: Call;
  beforeAll(async () => {
    const callers = await adminCallers('adminBillingOperations');
    superAdmin = callers.superAdmin.call;
    plain = callers.plain.call;
  });

  const queue = { action: 'pastDueQueue', payload: {} } as const;

  it('is refused to anyone but a super admin', async () => {
    expect(await errorCode(plain(queue))).toBe('functions/permission-denied');
  });

  it('lists the open cases and sums at risk and recovered this month per currency', async () => {
    const now = Date.now();
    const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
    // Currencies no other test uses, so the totals are these cases' own.
    const tag = randomUUID().slice(0, 6);
    const write = (
      key: string,
      fields: Pick<DunningCaseDoc, 'amountCents' | 'currency' | 'status' | 'closedAt'>,
    ) =>
      adminDb.doc(`billingDunningCases/queue-${tag}-${key}_1`).set({
        companyId: `queue-${tag}-${key}`,
        companyName: `Queue ${key}`,
        subscriptionId: `sub_${key}`,
        planId: 'team',
        planName: 'Team',
        startedAt: now - 4 * DAY,
        graceUntil: now + 3 * DAY,
        mailsSent: [0, 3],
        nextMailAt: null,
        updatedAt: now,
        ...fields,
      } satisfies DunningCaseDoc);
    const before = await superAdmin(queue);
    await Promise.all([
      write('a', { amountCents: 4_000, currency: 'chf', status: 'open', closedAt: null }),
      write('b', { amountCents: 2_500, currency: 'chf', status: 'open', closedAt: null }),
      write('c', { amountCents: 1_500, currency: 'sek', status: 'open', closedAt: null }),
      write('d', { amountCents: 9_900, currency: 'sek', status: 'recovered', closedAt: now - 1 }),
      // Recovered last month, and lost: neither counts.
      write('e', {
        amountCents: 7_000,
        currency: 'sek',
        status: 'recovered',
        closedAt: monthStart - 1,
      }),
      write('f', { amountCents: 5_000, currency: 'chf', status: 'lost', closedAt: now - 1 }),
    ]);
    const after = await superAdmin(queue);

    const delta = (totals: typeof after.atRisk, was: typeof after.atRisk, currency: string) => {
      const of = (list: typeof after.atRisk) => list.find((t) => t.currency === currency);
      return {
        amountCents: (of(totals)?.amountCents ?? 0) - (of(was)?.amountCents ?? 0),
        cases: (of(totals)?.cases ?? 0) - (of(was)?.cases ?? 0),
      };
    };
    expect(delta(after.atRisk, before.atRisk, 'chf')).toEqual({ amountCents: 6_500, cases: 2 });
    expect(delta(after.atRisk, before.atRisk, 'sek')).toEqual({ amountCents: 1_500, cases: 1 });
    expect(delta(after.recoveredThisMonth, before.recoveredThisMonth, 'sek')).toEqual({
      amountCents: 9_900,
      cases: 1,
    });
    expect(delta(after.recoveredThisMonth, before.recoveredThisMonth, 'chf')).toEqual({
      amountCents: 0,
      cases: 0,
    });
    expect(after.monthStart).toBe(monthStart);
    const mine = after.cases.filter((c) => c.companyId.startsWith(`queue-${tag}-`));
    expect(mine.map((c) => c.companyName).sort()).toEqual(['Queue a', 'Queue b', 'Queue c']);
    expect(mine.find((c) => c.companyName === 'Queue a')).toMatchObject({
      amountCents: 4_000,
      currency: 'chf',
      day: 4,
      mailsSent: [0, 3],
      graceUntil: now + 3 * DAY,
    });
  });
});

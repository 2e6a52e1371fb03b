import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutDoc } from '@contracts/affiliate-programme';
import { adminCallers, type AdminCaller } from '../support/admin-callers';
import {
  adminDb,
  affiliateClient,
  closeClients,
  createAffiliate,
  visit,
} from '../support/affiliates';
import { postEvent } from '../support/billing';
import { closeCallers } from '../support/callable-client';
import { companyDocument } from '../support/companies';
import { hostingUrl } from '../support/env';
import { invoice, paid } from '../support/ledger';
import { listMail, waitForMail, type CaughtMail } from '../support/mail';
import { adminAuth, createSignedInUser } from '../support/users';
import { mailPayoutSent } from '../../functions/src/services/affiliate-mails/payout-sent';

/**
 * The affiliate mails (services/affiliate-mails), each from its hook through the running
 * functions into the mail catcher: a sign-up attributed to the link, a referred company's first
 * commission (the billing webhook), a payout marked paid. Each goes once, never to an affiliate
 * who turned affiliate emails off, and its link turns them off without signing in.
 */

const NEW_REFERRAL = 'New sign-up through your Parley referral link';
const FIRST_COMMISSION = 'Your first commission from a referral';
const PAYOUT_SENT = 'Your Parley affiliate payout of';

let payouts: AdminCaller<'adminAffiliatePayoutOperations'>['call'];
beforeAll(async () => {
  payouts = (await adminCallers('adminAffiliatePayoutOperations')).superAdmin.call;
});
afterEach(closeClients);
afterAll(closeCallers);

/** The caught mails to `to` whose subject starts with `subject`. */
const mailsTo = async (to: string, subject: string) =>
  (await listMail()).filter(
    (mail) =>
      mail.subject.startsWith(subject) &&
      [...(mail.to ?? []), ...mail.envelope.to].some((a) => a.address === to),
  );

/**
 * The hooks send before their call answers and the mail log is written before the send
 * resolves, so once a call has answered, no log entry means no mail was attempted.
 */
const loggedTo = async (to: string, template: string) =>
  (await adminDb.collection('mailLog').where('to', '==', to).get()).docs.filter(
    (doc) => doc.get('template') === template,
  );

const optOut = (uid: string) =>
  adminDb.doc(`users/${uid}`).set({ affiliateMailsOptOut: true }, { merge: true });

/** The unsubscribe link of a caught mail, pointed at the Hosting emulator. */
function unsubscribeLinkOf(mail: CaughtMail): string {
  const link = /Turn off affiliate emails: (\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no unsubscribe link in: ${mail.text}`);
  return `${hostingUrl()}/api/unsubscribe${new URL(link).search}`;
}

/** A fresh sign-up through `username`'s link, attributed by the user's own call. */
async function signUpThrough(username: string) {
  const sessionId = randomUUID();
  expect(await (await affiliateClient())(visit(username, { sessionId }))).toMatchObject({
    tracked: true,
  });
  const user = await createSignedInUser();
  const call = await affiliateClient(user);
  const attribute = () =>
    call({ action: 'processAttribution', payload: { userId: user.uid, sessionId } });
  return { user, attribute };
}

describe('new referral: a sign-up attributed to the link', () => {
  it('mails the affiliate once, naming nobody, with a one-click unsubscribe link', async () => {
    const affiliate = await createAffiliate();
    const { user, attribute } = await signUpThrough(affiliate.username);
    expect(await attribute()).toEqual({ attributed: true });
    // The decision is returned again on every later call: it is told once.
    expect(await attribute()).toEqual({ attributed: true });

    const mail = await waitForMail({ to: affiliate.email, subjectIncludes: NEW_REFERRAL });
    expect(await mailsTo(affiliate.email, NEW_REFERRAL)).toHaveLength(1);
    expect(mail.text).toContain(`Hi ${affiliate.username}`);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain(user.email);
      expect(part).not.toContain(user.uid);
    }
    const headers = Object.fromEntries(
      Object.entries(mail.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(headers['list-unsubscribe']).toContain('list=affiliate');
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends nothing to an affiliate who turned affiliate emails off', async () => {
    const affiliate = await createAffiliate();
    await optOut(affiliate.uid);
    const { attribute } = await signUpThrough(affiliate.username);
    expect(await attribute()).toEqual({ attributed: true });
    expect(await loggedTo(affiliate.email, 'affiliateNewReferral')).toEqual([]);
    expect(await mailsTo(affiliate.email, NEW_REFERRAL)).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('asks on GET, turns affiliate emails off on a one-click POST, and nothing else', async () => {
    const affiliate = await createAffiliate();
    const { attribute } = await signUpThrough(affiliate.username);
    await attribute();
    const link = unsubscribeLinkOf(
      await waitForMail({ to: affiliate.email, subjectIncludes: NEW_REFERRAL }),
    );
    const userDoc = adminDb.doc(`users/${affiliate.uid}`);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Turn off affiliate emails?');
    expect((await userDoc.get()).get('affiliateMailsOptOut')).toBeUndefined();

    // The affiliate list's token is not an announcements token.
    const withoutList = new URL(link);
    withoutList.searchParams.delete('list');
    expect((await fetch(withoutList, { method: 'POST' })).status).toBe(400);

    const done = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You will no longer receive affiliate emails.');
    const after = (await userDoc.get()).data();
    expect(after?.affiliateMailsOptOut).toBe(true);
    expect(after?.announcementsOptOut).toBeUndefined();

    // And the next sign-up through the link is not mailed.
    const next = await signUpThrough(affiliate.username);
    expect(await next.attribute()).toEqual({ attributed: true });
    expect(await mailsTo(affiliate.email, NEW_REFERRAL)).toHaveLength(1);
  });
});

/** A company whose owner signed up through the affiliate's link (its referral is frozen at its first invoice). */
async function referredCompany(affiliateUid: string, name: string) {
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const owner = await adminAuth.createUser({
    email,
    password: 'mails-owner-1',
    emailVerified: true,
    displayName: 'Olivia Owner',
  });
  const companyId = `mail-${randomUUID().slice(0, 12)}`;
  await adminDb.doc(`companies/${companyId}`).set(companyDocument(companyId, owner.uid, name));
  await adminDb.doc(`companies/${companyId}/members/${owner.uid}`).set({
    uid: owner.uid,
    companyId,
    role: 'owner',
    email,
    displayName: 'Olivia Owner',
    photoURL: null,
    joinedAt: Date.now(),
  });
  await adminDb.doc(`affiliateAttributions/${owner.uid}`).set({
    attributed: true,
    outcome: 'attributed',
    affiliateUid,
    sessionId: randomUUID(),
    firstTouchAt: Date.now(),
    at: Date.now(),
  });
  return { companyId, ownerEmail: email };
}

describe('first commission from a referral', () => {
  it('mails once for the company’s first commissioned invoice, not for later ones or repeats', async () => {
    const affiliate = await createAffiliate();
    const name = `Mailed Co ${randomUUID().slice(0, 6)}`;
    const { companyId, ownerEmail } = await referredCompany(affiliate.uid, name);
    const first = invoice(companyId, { amountPaid: 30_000 });
    const event = paid(first.object);
    expect((await postEvent(event)).status).toBe(200);
    const entry = (await adminDb.doc(`affiliateLedger/inv_${first.invoiceId}`).get()).data();
    expect(entry?.kind).toBe('commission');

    const mail = await waitForMail({ to: affiliate.email, subjectIncludes: FIRST_COMMISSION });
    const amount = `$${((entry?.amountCents as number) / 100).toFixed(2)}`;
    expect(mail.subject).toBe(`${FIRST_COMMISSION}: ${amount}`);
    expect(mail.text).toContain(`${name}, a company you referred, paid its first invoice`);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(ownerEmail);
      expect(part).not.toContain('Olivia');
    }
    expect(mail.text).toContain('Turn off affiliate emails: ');

    // The same event again, then the company's next invoice: no other mail.
    expect((await postEvent(event)).status).toBe(200);
    const second = invoice(companyId, { amountPaid: 30_000 });
    expect((await postEvent(paid(second.object))).status).toBe(200);
    expect((await adminDb.doc(`affiliateLedger/inv_${second.invoiceId}`).get()).get('kind')).toBe(
      'commission',
    );
    expect(await loggedTo(affiliate.email, 'affiliateFirstCommission')).toHaveLength(1);
    expect(await mailsTo(affiliate.email, FIRST_COMMISSION)).toHaveLength(1);
  });

  it('sends nothing to an affiliate who turned affiliate emails off', async () => {
    const affiliate = await createAffiliate();
    await optOut(affiliate.uid);
    const { companyId } = await referredCompany(affiliate.uid, 'Quiet Co');
    const first = invoice(companyId, { amountPaid: 30_000 });
    expect((await postEvent(paid(first.object))).status).toBe(200);
    expect((await adminDb.doc(`affiliateLedger/inv_${first.invoiceId}`).get()).exists).toBe(true);
    expect(await loggedTo(affiliate.email, 'affiliateFirstCommission')).toEqual([]);
  });
});

/** A pending payout of `amountCents` in `currency`, in a pending batch of its own. */
async function pendingPayout(affiliate: { uid: string; email: string }, amountCents: number) {
  const batch = adminDb.collection('affiliatePayoutBatches').doc();
  await batch.set({
    status: 'pending',
    createdAt: Date.now(),
    createdBy: 'test',
    asOf: Date.now(),
    payoutCount: 1,
    totalCents: amountCents,
    paidCount: 0,
    paidCents: 0,
  });
  const payout = adminDb.collection('affiliatePayouts').doc();
  const doc: PayoutDoc = {
    batchId: batch.id,
    affiliateUid: affiliate.uid,
    payoutEmail: affiliate.email,
    amountCents,
    currency: 'eur',
    payoutDetails: null,
    entryIds: [],
    status: 'pending',
    createdAt: Date.now(),
    paidAt: null,
    reference: null,
  };
  await payout.set(doc);
  return payout.id;
}

describe('payout sent: a payout marked paid', () => {
  it('mails the amount in its currency and the reference, once', async () => {
    const affiliate = await createAffiliate();
    const payoutId = await pendingPayout(affiliate, 12_345);
    const reference = `WISE-${randomUUID().slice(0, 8)}`;
    const answer = await payouts({ action: 'markPaid', payload: { payoutId, reference } });
    expect(answer).toMatchObject({ emailSent: true, emailOptedOut: false });

    const mail = await waitForMail({ to: affiliate.email, subjectIncludes: PAYOUT_SENT });
    expect(mail.subject).toBe('Your Parley affiliate payout of €123.45 is on its way');
    expect(mail.text).toContain(`Reference: ${reference}`);
    expect(mail.text).toContain('Turn off affiliate emails: ');
    expect((await adminDb.doc(`affiliateMails/payoutSent_${payoutId}`).get()).data()).toMatchObject(
      { kind: 'payoutSent', affiliateUid: affiliate.uid, status: 'sent' },
    );

    // Asked again (a retried hook), it finds the mail claimed and sends nothing.
    const sendMail = vi.fn();
    expect(
      await mailPayoutSent(payoutId, { db: adminDb, auth: adminAuth, now: Date.now(), sendMail }),
    ).toBe('duplicate');
    expect(sendMail).not.toHaveBeenCalled();
    expect(await mailsTo(affiliate.email, PAYOUT_SENT)).toHaveLength(1);
  });

  it('marks paid without a mail for an affiliate who turned affiliate emails off, and says so', async () => {
    const affiliate = await createAffiliate();
    await optOut(affiliate.uid);
    const payoutId = await pendingPayout(affiliate, 5_000);
    const answer = await payouts({
      action: 'markPaid',
      payload: { payoutId, reference: 'QUIET-1' },
    });
    expect(answer).toMatchObject({
      payout: { status: 'paid', reference: 'QUIET-1' },
      emailSent: false,
      emailOptedOut: true,
    });
    expect(await loggedTo(affiliate.email, 'affiliatePayoutPaid')).toEqual([]);
  });
});

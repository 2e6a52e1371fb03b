import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallableInput } from '@contracts/callables';
import { entitlementsOf, seedTestPlans, subscriptionOf } from '../support/billing';
import { callerFor, closeCallers } from '../support/callable-client';
import {
  addMember,
  adminDb,
  clientFor,
  closeCompanyClients,
  companyData,
  createCompany,
  createUser,
  failure as rawFailure,
  type TestUser,
} from '../support/companies';
import { hostingUrl } from '../support/env';

beforeAll(seedTestPlans);

/** The code and message of a refusal; the web SDK appends the HTTP status (` [400]`) to it. */
async function failure(promise: Promise<unknown>) {
  const { code, message } = await rawFailure(promise);
  return { code, message: message.replace(/ \[\d{3}\]$/, '') };
}
afterEach(async () => {
  await closeCallers();
  await closeCompanyClients();
});

type BillingInput = CallableInput<'billingOperations'>;

/** A company with an owner, an admin and a member, and a billing caller for each (and a stranger). */
async function team() {
  const [ownerUser, adminUser, memberUser, strangerUser] = await Promise.all([
    createUser('Olivia Owner'),
    createUser('Adam Admin'),
    createUser('Mia Member'),
    createUser('Sam Stranger'),
  ]);
  const { companyId } = await createCompany(await clientFor(ownerUser), 'Billing Team Co');
  await addMember(companyId, adminUser, 'admin');
  await addMember(companyId, memberUser, 'member');
  const billing = async (user?: TestUser) => {
    const call = await callerFor(user);
    return (input: BillingInput) => call('billingOperations', input);
  };
  return {
    companyId,
    ownerUser,
    owner: await billing(ownerUser),
    admin: await billing(adminUser),
    member: await billing(memberUser),
    stranger: await billing(strangerUser),
    visitor: await billing(),
  };
}

const checkout = (
  companyId: string,
  overrides: Partial<{ planId: string; seats: number; interval: 'month' | 'year' }> = {},
): BillingInput => ({
  action: 'createCheckout',
  payload: { companyId, planId: 'team', interval: 'month', seats: 3, ...overrides },
});

/** The test checkout or portal page, through Hosting as the browser reaches it. */
const page = (url: string) => new URL(url, hostingUrl()).toString();

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(page(url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function checkoutUrl(call: (input: BillingInput) => Promise<unknown>, input: BillingInput) {
  const result = (await call(input)) as { url?: string };
  if (!result.url) throw new Error('no url');
  return result.url;
}
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session') ?? '';

describe('createCheckout', () => {
  it('is for the owner and admins only', async () => {
    const t = await team();
    expect((await failure(t.member(checkout(t.companyId)))).code).toBe(
      'functions/permission-denied',
    );
    expect((await failure(t.stranger(checkout(t.companyId)))).code).toBe(
      'functions/permission-denied',
    );
    expect((await failure(t.visitor(checkout(t.companyId)))).code).toBe(
      'functions/unauthenticated',
    );
    expect(await checkoutUrl(t.admin, checkout(t.companyId))).toMatch(
      /^\/api\/test-checkout\?session=cs_test_[0-9a-f]{48}$/,
    );
  });

  it('refuses plans that cannot be bought, with a sentence', async () => {
    const t = await team();
    await adminDb.doc('plans/retired').set({
      ...(await adminDb.doc('plans/team').get()).data(),
      name: 'Retired',
      active: false,
      prices: { month: { amount: 900, providerPriceId: 'price_retired_monthly' }, year: null },
    });
    const refusal = async (planId: string) => failure(t.owner(checkout(t.companyId, { planId })));
    expect(await refusal('retired')).toEqual({
      code: 'functions/failed-precondition',
      message: 'The Retired plan is no longer offered. Please choose another plan.',
    });
    expect(await refusal('free')).toEqual({
      code: 'functions/failed-precondition',
      message: 'The Free plan is free: there is nothing to buy.',
    });
    expect(await refusal('platinum')).toEqual({
      code: 'functions/not-found',
      message: 'There is no plan called “platinum”.',
    });
    await adminDb.doc('plans/retired').delete();
  });

  it('needs at least the seats in use and at most the plan allows', async () => {
    const t = await team();
    // Three members plus one pending email invitation hold four seats.
    await adminDb.collection('invitations').add({
      companyId: t.companyId,
      kind: 'email',
      email: 'pending@example.com',
      role: 'member',
      tokenHash: 'f'.repeat(64),
      status: 'pending',
      invitedBy: { uid: t.ownerUser.uid, name: 'Olivia Owner' },
      createdAt: Date.now(),
      expiresAt: Date.now() + 86_400_000,
      acceptedCount: 0,
      respondedAt: null,
      respondedBy: null,
    });
    expect(await failure(t.owner(checkout(t.companyId, { seats: 3 })))).toEqual({
      code: 'functions/failed-precondition',
      message:
        'Billing Team Co already uses 4 seats (members and pending invitations). Choose at least 4 seats, or remove people or invitations first.',
    });
    expect(await failure(t.owner(checkout(t.companyId, { seats: 51 })))).toEqual({
      code: 'functions/invalid-argument',
      message: 'The Team plan allows at most 50 seats. Choose fewer seats or a larger plan.',
    });
    expect(await checkoutUrl(t.owner, checkout(t.companyId, { seats: 4 }))).toContain('cs_test_');
  });
});

describe('the test checkout page', () => {
  it('shows what is bought, marked as a test', async () => {
    const t = await team();
    const url = await checkoutUrl(t.owner, checkout(t.companyId, { seats: 3 }));
    const response = await fetch(page(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('TEST MODE — no real payment');
    expect(html).toContain('Subscribe Billing Team Co to Team');
    expect(html).toContain('$36.00 per month');
    expect(html).toContain('free trial of 14 days');
    expect(html).toMatch(/value="pay">Pay \(test\)</);
  });

  it('Pay completes the purchase through the webhook and lands on the success page', async () => {
    const t = await team();
    const url = await checkoutUrl(t.owner, checkout(t.companyId, { seats: 3 }));
    const sessionId = sessionOf(url);
    const response = await post(url, { session: sessionId, action: 'pay' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/payment/success?session_id=${sessionId}`);

    const entitlements = await entitlementsOf(t.companyId);
    expect(entitlements).toMatchObject({
      planId: 'team',
      status: 'trialing',
      seats: 3,
      interval: 'month',
      cancelAtPeriodEnd: false,
    });
    expect(await subscriptionOf(t.companyId)).toMatchObject({
      customerId: expect.stringMatching(/^cus_test_/),
      subscriptionId: expect.stringMatching(/^sub_test_/),
      planName: 'Team',
    });
    // Every member sees it settled; a stranger cannot ask.
    const sync: BillingInput = {
      action: 'syncCheckout',
      payload: { companyId: t.companyId, checkoutSessionId: sessionId },
    };
    expect(await t.member(sync)).toEqual({ entitlements, settled: true });
    expect((await failure(t.stranger(sync))).code).toBe('functions/permission-denied');
    expect(
      (
        await failure(
          t.stranger({
            action: 'syncCheckout',
            payload: { companyId: 'someone-else', checkoutSessionId: sessionId },
          }),
        )
      ).code,
    ).toBe('functions/not-found');

    // Paying again pays once; a new checkout is refused while subscribed.
    expect((await post(url, { session: sessionId, action: 'pay' })).status).toBe(303);
    expect(await entitlementsOf(t.companyId)).toEqual(entitlements);
    expect(await failure(t.owner(checkout(t.companyId)))).toEqual({
      code: 'functions/failed-precondition',
      message:
        'Billing Team Co already has a subscription. Change its plan or seats in the billing portal.',
    });
  });

  it('Cancel goes to the cancel page and changes nothing', async () => {
    const t = await team();
    const url = await checkoutUrl(t.owner, checkout(t.companyId));
    const response = await post(url, { session: sessionOf(url), action: 'cancel' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/payment/cancel');
    expect(await entitlementsOf(t.companyId)).toBeUndefined();
    expect(await subscriptionOf(t.companyId)).toBeUndefined();
    expect((await fetch(page(url))).status).toBe(200);
  });

  it('keeps one open checkout per company: a new one closes the earlier, which can no longer be paid', async () => {
    const t = await team();
    const first = await checkoutUrl(t.owner, checkout(t.companyId));
    const second = await checkoutUrl(t.admin, checkout(t.companyId));
    expect((await fetch(page(first))).status).toBe(410);
    expect((await post(first, { session: sessionOf(first), action: 'pay' })).status).toBe(410);
    expect(await subscriptionOf(t.companyId)).toBeUndefined();
    const paid = await post(second, { session: sessionOf(second), action: 'pay' });
    expect(paid.status).toBe(303);
    expect(await subscriptionOf(t.companyId)).toMatchObject({ planName: 'Team' });
  });

  it('refuses a cross-site post and an unknown session', async () => {
    const t = await team();
    const url = await checkoutUrl(t.owner, checkout(t.companyId));
    const crossSite = await post(
      url,
      { session: sessionOf(url), action: 'pay' },
      { 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(await entitlementsOf(t.companyId)).toBeUndefined();
    expect((await fetch(page(`/api/test-checkout?session=cs_test_${'0'.repeat(48)}`))).status).toBe(
      404,
    );
  });
});

describe('the billing portal (test mode) and seats', () => {
  it('changes seats and cancels through signed events; seats limit invitations, never members', async () => {
    const t = await team();
    const url = await checkoutUrl(t.owner, checkout(t.companyId, { seats: 3 }));
    await post(url, { session: sessionOf(url), action: 'pay' });
    const invite = async (email: string) =>
      (await clientFor(t.ownerUser)).invitation({
        action: 'create',
        payload: { companyId: t.companyId, email, role: 'member' },
      });
    // Three members on three seats: no room for an invitation.
    expect((await failure(invite('fourth@example.com'))).code).toBe(
      'functions/failed-precondition',
    );

    const portal = (
      (await t.owner({ action: 'openPortal', payload: { companyId: t.companyId } })) as {
        url: string;
      }
    ).url;
    expect(portal).toMatch(/^\/api\/test-checkout\?portal=bps_test_[0-9a-f]{48}$/);
    expect(
      (await failure(t.member({ action: 'openPortal', payload: { companyId: t.companyId } }))).code,
    ).toBe('functions/permission-denied');
    const portalId = new URL(portal, 'http://x').searchParams.get('portal') ?? '';
    const html = await (await fetch(page(portal))).text();
    expect(html).toContain('TEST MODE — no real payment');
    expect(html).toContain('Billing for Billing Team Co');

    const change = async (fields: Record<string, string>) => {
      const response = await post(portal, { portal: portalId, ...fields });
      expect(response.status).toBe(303);
    };
    await change({ action: 'seats', seats: '6' });
    expect(await entitlementsOf(t.companyId)).toMatchObject({ planId: 'team', seats: 6 });
    expect(await invite('fourth@example.com')).toMatchObject({ invitationId: expect.any(String) });

    // Fewer seats than in use: nobody is removed, new invitations are refused.
    await change({ action: 'seats', seats: '1' });
    expect(await entitlementsOf(t.companyId)).toMatchObject({ seats: 1 });
    expect((await companyData(t.companyId))?.memberCount).toBe(3);
    expect((await failure(invite('fifth@example.com'))).code).toBe('functions/failed-precondition');

    await change({ action: 'cancel-now' });
    expect(await entitlementsOf(t.companyId)).toMatchObject({
      planId: 'free',
      status: 'canceled',
      seats: 5,
    });
    // A company that had a subscription may buy again, without a second trial.
    const again = await checkoutUrl(t.owner, checkout(t.companyId, { seats: 4 }));
    await post(again, { session: sessionOf(again), action: 'pay' });
    expect(await entitlementsOf(t.companyId)).toMatchObject({ status: 'active', seats: 4 });
  });

  it('is refused to a company without a subscription', async () => {
    const t = await team();
    expect(
      await failure(t.owner({ action: 'openPortal', payload: { companyId: t.companyId } })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: 'Billing Team Co has no subscription yet: choose a plan first.',
    });
  });
});

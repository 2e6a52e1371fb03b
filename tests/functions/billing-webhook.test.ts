import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Entitlements, SubscriptionStatus } from '@contracts/billing';
import { payTestCheckout } from '../../functions/src/services/billing/test-provider';
import {
  bareCompany,
  daysAgo,
  entitlementsOf,
  eventRecord,
  nowSeconds,
  postEvent,
  seedTestPlans,
  stripeEvent,
  subscriptionObject,
  subscriptionOf,
  webhookUrl,
  type SubscriptionFields,
} from '../support/billing';
import { callerFor, closeCallers } from '../support/callable-client';
import {
  adminDb,
  clientFor,
  closeCompanyClients,
  createCompany,
  createUser,
} from '../support/companies';

const DAY_MS = 24 * 60 * 60 * 1000;
const GRACE_MS = 7 * DAY_MS;

beforeAll(seedTestPlans);
afterEach(async () => {
  await closeCallers();
  await closeCompanyClients();
});

/** One subscription of a fresh company, and events about it. */
async function subscriber() {
  const companyId = await bareCompany();
  const base: SubscriptionFields = {
    companyId,
    subscriptionId: `sub_${randomUUID().replace(/-/g, '')}`,
    customerId: `cus_${randomUUID().replace(/-/g, '')}`,
    status: 'active',
    priceId: 'price_team_monthly',
    quantity: 10,
    periodEnd: nowSeconds() + 30 * 86_400,
    cancelAtPeriodEnd: false,
  };
  const event = (
    created: number,
    fields: Partial<SubscriptionFields> = {},
    type = 'customer.subscription.updated',
  ) => stripeEvent(type, subscriptionObject({ ...base, ...fields }), created);
  return { companyId, base, event };
}

interface Step {
  type?: string;
  status: SubscriptionStatus;
  /** Seconds. */
  at: number;
  fields?: Partial<SubscriptionFields>;
  outcome?: string;
  expect: Partial<Entitlements>;
}

const onTeam = (status: SubscriptionStatus, extra: Partial<Entitlements> = {}) => ({
  planId: 'team',
  status,
  seats: 10,
  interval: 'month' as const,
  graceUntil: null,
  cancelAtPeriodEnd: false,
  ...extra,
});
const onFree = (status: SubscriptionStatus, extra: Partial<Entitlements> = {}) => ({
  planId: 'free',
  status,
  seats: 5,
  interval: null,
  currentPeriodEnd: null,
  graceUntil: null,
  ...extra,
});

const pastDueAt = daysAgo(1);
const longPastDueAt = daysAgo(8);

/** Status transitions as Stripe reports them, and the entitlements after each event. */
const transitions: { name: string; steps: Step[] }[] = [
  {
    name: 'trial, paid, a failed renewal (grace), unpaid, canceled',
    steps: [
      {
        type: 'customer.subscription.created',
        status: 'trialing',
        at: daysAgo(20),
        expect: onTeam('trialing'),
      },
      { status: 'active', at: daysAgo(6), expect: onTeam('active') },
      {
        status: 'past_due',
        at: pastDueAt,
        expect: onTeam('past_due', { graceUntil: pastDueAt * 1000 + GRACE_MS }),
      },
      {
        // A retry fails again: the grace still counts from the first failure.
        status: 'past_due',
        at: daysAgo(0.5),
        outcome: 'unchanged',
        expect: onTeam('past_due', { graceUntil: pastDueAt * 1000 + GRACE_MS }),
      },
      { status: 'unpaid', at: daysAgo(0.2), expect: onFree('unpaid') },
      {
        type: 'customer.subscription.deleted',
        status: 'canceled',
        at: daysAgo(0.1),
        expect: onFree('canceled'),
      },
    ],
  },
  {
    name: 'past_due beyond the grace is the free plan, until paid',
    steps: [
      { status: 'active', at: daysAgo(20), expect: onTeam('active') },
      {
        status: 'past_due',
        at: longPastDueAt,
        expect: onFree('past_due', { graceUntil: longPastDueAt * 1000 + GRACE_MS }),
      },
      { status: 'active', at: daysAgo(0.1), expect: onTeam('active') },
    ],
  },
  {
    name: 'incomplete is the free plan until paid',
    steps: [
      {
        type: 'customer.subscription.created',
        status: 'incomplete',
        at: daysAgo(1),
        expect: onFree('incomplete'),
      },
      { status: 'active', at: daysAgo(0.5), expect: onTeam('active') },
    ],
  },
  {
    name: 'incomplete that expires stays free',
    steps: [
      { status: 'incomplete', at: daysAgo(2), expect: onFree('incomplete') },
      { status: 'incomplete_expired', at: daysAgo(1), expect: onFree('incomplete_expired') },
    ],
  },
  {
    name: 'paused (trial ended without a payment method), then resumed',
    steps: [
      { status: 'trialing', at: daysAgo(20), expect: onTeam('trialing') },
      {
        type: 'customer.subscription.paused',
        status: 'paused',
        at: daysAgo(6),
        expect: onFree('paused'),
      },
      {
        type: 'customer.subscription.resumed',
        status: 'active',
        at: daysAgo(1),
        expect: onTeam('active'),
      },
    ],
  },
  {
    name: 'canceled at the period end',
    steps: [
      { status: 'active', at: daysAgo(10), expect: onTeam('active') },
      {
        status: 'active',
        at: daysAgo(5),
        fields: { cancelAtPeriodEnd: true },
        expect: onTeam('active', { cancelAtPeriodEnd: true }),
      },
      {
        type: 'customer.subscription.deleted',
        status: 'canceled',
        at: daysAgo(0.1),
        fields: { cancelAtPeriodEnd: true },
        expect: onFree('canceled', { cancelAtPeriodEnd: false }),
      },
    ],
  },
  {
    name: 'seats lowered and the plan switched in the portal',
    steps: [
      { status: 'active', at: daysAgo(10), expect: onTeam('active') },
      {
        status: 'active',
        at: daysAgo(5),
        fields: { quantity: 3 },
        expect: onTeam('active', { seats: 3 }),
      },
      {
        status: 'active',
        at: daysAgo(1),
        fields: { quantity: 3, priceId: 'price_business_yearly' },
        expect: { planId: 'business', status: 'active', seats: 3, interval: 'year' },
      },
    ],
  },
];

describe.each(transitions)('status transitions: $name', ({ steps }) => {
  it('sets the entitlements each event says', async () => {
    const { companyId, event } = await subscriber();
    for (const [index, step] of steps.entries()) {
      const response = await postEvent(
        event(step.at, { status: step.status, ...step.fields }, step.type),
      );
      expect(response, `step ${index + 1} (${step.status})`).toEqual({
        status: 200,
        body: { received: true, outcome: step.outcome ?? 'applied' },
      });
      expect(await entitlementsOf(companyId), `step ${index + 1}`).toMatchObject(step.expect);
    }
    expect(await subscriptionOf(companyId)).toMatchObject({
      status: steps.at(-1)?.status,
      lastEventCreated: steps.at(-1)?.at,
    });
  });
});

describe('deliveries', () => {
  it('a repeated event id changes nothing, even with another body', async () => {
    const { companyId, event } = await subscriber();
    const first = event(daysAgo(1));
    expect((await postEvent(first)).body.outcome).toBe('applied');
    const before = await entitlementsOf(companyId);
    const again = { ...event(nowSeconds(), { quantity: 99, status: 'canceled' }), id: first.id };
    expect(await postEvent(again)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect(await postEvent(first)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect(await entitlementsOf(companyId)).toEqual(before);
    expect(await eventRecord(first.id)).toMatchObject({ outcome: 'applied', companyId });
  });

  it('an event older than the state held is ignored (out-of-order delivery)', async () => {
    const { companyId, event } = await subscriber();
    expect((await postEvent(event(daysAgo(1), { quantity: 12 }))).body.outcome).toBe('applied');
    const before = await entitlementsOf(companyId);
    const older = event(daysAgo(2), { status: 'canceled' }, 'customer.subscription.deleted');
    expect((await postEvent(older)).body.outcome).toBe('stale');
    expect(await entitlementsOf(companyId)).toEqual(before);
    expect(await eventRecord(older.id)).toMatchObject({ outcome: 'stale' });
    // A newer one still applies.
    expect((await postEvent(event(nowSeconds(), { quantity: 4 }))).body.outcome).toBe('applied');
    expect((await entitlementsOf(companyId))?.seats).toBe(4);
  });

  it('an ended subscription stays ended: a live state from the same second is not a revival', async () => {
    const { companyId, event } = await subscriber();
    const at = nowSeconds() - 60;
    expect((await postEvent(event(at - 60))).body.outcome).toBe('applied');
    const deleted = event(at, { status: 'canceled' }, 'customer.subscription.deleted');
    expect((await postEvent(deleted)).body.outcome).toBe('applied');
    const ended = await entitlementsOf(companyId);
    expect(ended).toMatchObject({ planId: 'free', status: 'canceled' });
    // The update Stripe sent in the same second as the deletion, delivered after it.
    const overtaken = event(at, { status: 'active' });
    expect((await postEvent(overtaken)).body.outcome).toBe('stale');
    expect(await entitlementsOf(companyId)).toEqual(ended);
  });

  it('a price on no plan changes nothing and is still acknowledged', async () => {
    const { companyId, event } = await subscriber();
    const unknownFirst = event(daysAgo(3), { priceId: 'price_not_ours' });
    expect(await postEvent(unknownFirst)).toEqual({
      status: 200,
      body: { received: true, outcome: 'unknown-price' },
    });
    expect(await entitlementsOf(companyId)).toBeUndefined();
    expect(await postEvent(event(daysAgo(2)))).toMatchObject({ body: { outcome: 'applied' } });
    const before = await entitlementsOf(companyId);
    const unknown = event(daysAgo(1), { priceId: 'price_not_ours', quantity: 40 });
    expect((await postEvent(unknown)).body.outcome).toBe('unknown-price');
    expect(await entitlementsOf(companyId)).toEqual(before);
    expect(await eventRecord(unknown.id)).toMatchObject({ outcome: 'unknown-price' });
  });

  it('an event for a company that does not exist is acknowledged and ignored', async () => {
    const { event } = await subscriber();
    const orphan = event(nowSeconds(), { companyId: `gone-${randomUUID()}` });
    expect((await postEvent(orphan)).body.outcome).toBe('unknown-company');
  });

  it('finds the company by its customer when the event carries no metadata', async () => {
    const { companyId, event } = await subscriber();
    await postEvent(event(daysAgo(2)));
    const bare = event(daysAgo(1), { companyId: null, quantity: 7 });
    expect((await postEvent(bare)).body.outcome).toBe('applied');
    expect((await entitlementsOf(companyId))?.seats).toBe(7);
  });

  it('an ended old subscription does not replace the live one', async () => {
    const { companyId, event } = await subscriber();
    await postEvent(event(daysAgo(2)));
    const before = await entitlementsOf(companyId);
    const old = event(
      daysAgo(1),
      { subscriptionId: 'sub_old_one', status: 'canceled' },
      'customer.subscription.deleted',
    );
    expect((await postEvent(old)).body.outcome).toBe('other-subscription');
    expect(await entitlementsOf(companyId)).toEqual(before);
  });

  it('acknowledges event types it does not handle', async () => {
    const response = await postEvent(stripeEvent('invoice.created', { id: 'in_1' }, nowSeconds()));
    expect(response).toEqual({ status: 200, body: { received: true, outcome: 'unhandled' } });
  });
});

describe('signatures', () => {
  const refusals: {
    name: string;
    options: Parameters<typeof postEvent>[1];
    error: string;
  }[] = [
    {
      name: 'a tampered body',
      options: { tamper: (body) => body.replace('"quantity":10', '"quantity":500') },
      error: 'invalid-signature',
    },
    {
      name: 'another secret',
      options: { secret: 'whsec_someone_else' },
      error: 'invalid-signature',
    },
    { name: 'no signature', options: { signature: null }, error: 'missing-signature' },
    {
      name: 'a malformed signature',
      options: { signature: 'garbage' },
      error: 'invalid-signature',
    },
    {
      name: 'a stale timestamp (over 300 s old)',
      options: { timestamp: nowSeconds() - 301 },
      error: 'invalid-signature',
    },
  ];

  it.each(refusals)('refuses $name with 400 and changes nothing', async ({ options, error }) => {
    const { companyId, event } = await subscriber();
    const sent = event(nowSeconds());
    expect(await postEvent(sent, options)).toEqual({ status: 400, body: { error } });
    expect(await entitlementsOf(companyId)).toBeUndefined();
    expect(await eventRecord(sent.id)).toBeUndefined();
  });

  it('takes only POST', async () => {
    const response = await fetch(webhookUrl());
    expect(response.status).toBe(405);
  });
});

describe('checkout fulfilment', () => {
  /** A company with an owner and a test-mode checkout of 3 Team seats (trial: 14 days). */
  async function checkout() {
    const user = await createUser('Bill Buyer');
    const { companyId } = await createCompany(await clientFor(user), 'Checkout Co');
    const call = await callerFor(user);
    const created = await call('billingOperations', {
      action: 'createCheckout',
      payload: { companyId, planId: 'team', interval: 'month', seats: 3 },
    });
    if (!('url' in created)) throw new Error('no url');
    const sessionId = new URL(created.url, 'http://app.test').searchParams.get('session') ?? '';
    const sync = () =>
      call('billingOperations', {
        action: 'syncCheckout',
        payload: { companyId, checkoutSessionId: sessionId },
      });
    return { companyId, sessionId, sync };
  }

  async function pay(sessionId: string) {
    const paid = await payTestCheckout(adminDb, sessionId, Date.now());
    if (paid.kind !== 'paid') throw new Error(`not paid: ${paid.kind}`);
    return paid.events;
  }

  const expected = {
    planId: 'team',
    status: 'trialing',
    seats: 3,
    interval: 'month',
    cancelAtPeriodEnd: false,
    graceUntil: null,
  };

  it('the webhook first, then the success page: one fulfilment', async () => {
    const { companyId, sessionId, sync } = await checkout();
    expect(await sync()).toEqual({ entitlements: null, settled: false });
    const [completed, created] = await pay(sessionId);
    expect((await postEvent(completed)).body.outcome).toBe('applied');
    expect((await postEvent(created)).body.outcome).toBe('unchanged');
    const after = await entitlementsOf(companyId);
    expect(after).toMatchObject(expected);
    expect(await sync()).toEqual({ entitlements: after, settled: true });
    expect(await entitlementsOf(companyId)).toEqual(after);
    expect((await adminDb.doc(`billingCheckouts/${sessionId}`).get()).get('fulfilledAt')).toEqual(
      expect.any(Number),
    );
  });

  it('the success page first, then the webhook: one fulfilment', async () => {
    const { companyId, sessionId, sync } = await checkout();
    const [completed, created] = await pay(sessionId);
    const synced = await sync();
    expect(synced).toEqual({ entitlements: expect.objectContaining(expected), settled: true });
    const after = await entitlementsOf(companyId);
    expect('entitlements' in synced && synced.entitlements).toEqual(after);
    expect((await postEvent(completed)).body.outcome).toBe('unchanged');
    expect((await postEvent(created)).body.outcome).toBe('unchanged');
    expect(await entitlementsOf(companyId)).toEqual(after);
    expect(await sync()).toEqual({ entitlements: after, settled: true });
  });
});

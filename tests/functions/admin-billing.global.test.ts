import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanInput } from '@contracts/admin-billing';
import type { ActionAnswer, CallableInput } from '@contracts/callables';
import { seatLimit } from '@contracts/seats';
import {
  bareCompany,
  entitlementsOf,
  nowSeconds,
  postEvent,
  seedTestPlans,
  stripeEvent,
  subscriptionObject,
} from '../support/billing';
import { adminCallers, type AdminCaller } from '../support/admin-callers';
import { closeCallers } from '../support/callable-client';
import {
  adminDb,
  clientFor,
  createCompany,
  createUser,
  errorCode,
  failure,
} from '../support/companies';

type Input = CallableInput<'adminBillingOperations'>;
type Call = AdminCaller<'adminBillingOperations'>['call'];

const DAY = 24 * 60 * 60 * 1000;
const callers: Record<'superAdmin' | 'plain' | 'stringClaim' | 'revoked', Call> = {} as never;
let adminUid = '';

beforeAll(async () => {
  await seedTestPlans();
  const all = await adminCallers('adminBillingOperations');
  adminUid = all.superAdmin.uid;
  for (const role of ['superAdmin', 'plain', 'stringClaim', 'revoked'] as const) {
    callers[role] = all[role].call;
  }
});
afterAll(async () => {
  await closeCallers();
  await seedTestPlans();
});

const auditOf = async (targetId: string) =>
  (await adminDb.collection('auditLog').where('target.id', '==', targetId).get()).docs.map((d) =>
    d.data(),
  );

const planInput = (planId: string, patch: Partial<PlanInput> = {}): PlanInput => ({
  planId,
  name: `Plan ${planId}`,
  description: 'A test plan',
  features: ['One', 'Two'],
  limits: { seats: 40 },
  prices: {
    month: { amount: 900, providerPriceId: `price_${planId}_m` },
    year: { amount: 9000, providerPriceId: '' },
  },
  currency: 'usd',
  trialDays: 0,
  // Test plans stay off /pricing, so other suites see the seeded catalogue only.
  active: false,
  order: 50,
  ...patch,
});

async function companyWithSubscription(priceId: string, quantity = 3) {
  const companyId = await bareCompany('Admin Billing Co');
  const subscriptionId = `sub_${randomUUID().slice(0, 8)}`;
  const customerId = `cus_${randomUUID().slice(0, 8)}`;
  const send = async (
    status: 'active' | 'canceled',
    seats = quantity,
    type = 'customer.subscription.updated',
  ) =>
    postEvent(
      stripeEvent(
        type,
        subscriptionObject({
          companyId,
          subscriptionId,
          customerId,
          status,
          priceId,
          quantity: seats,
          periodEnd: nowSeconds() + 30 * 86_400,
          cancelAtPeriodEnd: false,
        }),
        nowSeconds(),
      ),
    );
  expect((await send('active')).status).toBe(200);
  return { companyId, send };
}

/** One valid payload per action, and the target its audit entry names (mutations only). */
async function actions(): Promise<{ input: Input; target: string | null }[]> {
  const planId = `t-${randomUUID().slice(0, 8)}`;
  const free = await bareCompany('Grant Target');
  const { companyId } = await companyWithSubscription('price_team_monthly');
  return [
    { input: { action: 'listPlans', payload: {} }, target: null },
    { input: { action: 'savePlan', payload: planInput(planId) }, target: planId },
    { input: { action: 'listSubscriptions', payload: {} }, target: null },
    {
      input: {
        action: 'grantComplimentary',
        payload: { companyId: free, planId: 'team', days: 3 },
      },
      target: free,
    },
    { input: { action: 'billingHistory', payload: { companyId } }, target: null },
    { input: { action: 'openCustomerPage', payload: { companyId } }, target: companyId },
  ];
}

describe('access: super admins only, every action', () => {
  it('allows a super admin, refuses a plain user, a "true"-string claim and a revoked admin; audits only allowed mutations', async () => {
    for (const { input, target } of await actions()) {
      for (const [who, code] of [
        ['plain', 'functions/permission-denied'],
        ['stringClaim', 'functions/permission-denied'],
        ['revoked', 'functions/unauthenticated'],
      ] as const) {
        expect(await errorCode(callers[who](input)), `${input.action} as ${who}`).toBe(code);
        if (target) expect(await auditOf(target), `${input.action} as ${who}`).toEqual([]);
      }
      expect(await errorCode(callers.superAdmin(input)), input.action).toBe('none');
      if (target) {
        const entries = await auditOf(target);
        expect(entries, input.action).toHaveLength(1);
        expect(entries[0]?.actor).toMatchObject({ uid: adminUid });
      }
    }
  });
});

describe('savePlan', () => {
  it('creates and updates a plan, audited with before and after; test mode makes up a missing price id', async () => {
    const planId = `t-${randomUUID().slice(0, 8)}`;
    expect(await callers.superAdmin({ action: 'savePlan', payload: planInput(planId) })).toEqual({
      planId,
      created: true,
    });
    const stored = (await adminDb.doc(`plans/${planId}`).get()).data();
    expect(stored).toMatchObject({
      name: `Plan ${planId}`,
      prices: { year: { amount: 9000, providerPriceId: `price_${planId}_yearly` } },
    });
    expect(stored).not.toHaveProperty('planId');

    const update = planInput(planId, {
      prices: { month: { amount: 1100, providerPriceId: `price_${planId}_m` }, year: null },
    });
    expect(await callers.superAdmin({ action: 'savePlan', payload: update })).toEqual({
      planId,
      created: false,
    });
    const entries = (await auditOf(planId)).sort((a, b) => (a.at as number) - (b.at as number));
    expect(entries.map((e) => e.action)).toEqual(['plans.create', 'plans.update']);
    expect(entries[1]).toMatchObject({
      before: { prices: { month: { amount: 900 } } },
      after: { prices: { month: { amount: 1100 }, year: null } },
    });
  });

  it('refuses a price id another plan uses, and a retired Free plan, without an audit entry', async () => {
    const planId = `t-${randomUUID().slice(0, 8)}`;
    const taken = planInput(planId, {
      prices: { month: { amount: 900, providerPriceId: 'price_team_monthly' }, year: null },
    });
    const refused = await failure(callers.superAdmin({ action: 'savePlan', payload: taken }));
    expect(refused.code).toBe('functions/invalid-argument');
    expect(refused.message).toContain('price_team_monthly');
    expect((await adminDb.doc(`plans/${planId}`).get()).exists).toBe(false);
    expect(await auditOf(planId)).toEqual([]);

    const free = planInput('free', { prices: { month: null, year: null }, active: false });
    expect(await errorCode(callers.superAdmin({ action: 'savePlan', payload: free }))).toBe(
      'functions/invalid-argument',
    );
  });

  it('retiring a plan keeps its subscribers, and the webhook still applies its prices', async () => {
    const planId = `t-${randomUUID().slice(0, 8)}`;
    await callers.superAdmin({ action: 'savePlan', payload: planInput(planId, { active: true }) });
    const { companyId, send } = await companyWithSubscription(`price_${planId}_m`, 4);
    expect(await entitlementsOf(companyId)).toMatchObject({
      planId,
      status: 'active',
      seats: 4,
      mrrCents: 3600,
    });

    await callers.superAdmin({ action: 'savePlan', payload: planInput(planId, { active: false }) });
    expect((await adminDb.doc(`plans/${planId}`).get()).get('active')).toBe(false);
    expect(await entitlementsOf(companyId)).toMatchObject({ planId, status: 'active', seats: 4 });
    const listed = await callers.superAdmin({ action: 'listPlans', payload: {} });
    expect(listed.plans.find((p) => p.planId === planId)).toMatchObject({
      active: false,
      subscribers: 1,
    });
    // A renewal with more seats still maps to the retired plan.
    expect((await send('active', 6)).status).toBe(200);
    expect(await entitlementsOf(companyId)).toMatchObject({ planId, seats: 6, mrrCents: 5400 });
  });
});

describe('grantComplimentary', () => {
  it('gives the seats until the end date, shows in the history, and then expires', async () => {
    const owner = await createUser('Grace Owner');
    const client = await clientFor(owner);
    const { companyId } = await createCompany(client, 'Complimentary Co');
    await adminDb.doc(`companies/${companyId}`).update({ memberCount: 5 });
    const invite = () =>
      client.invitation({
        action: 'create',
        payload: { companyId, email: `c-${randomUUID().slice(0, 6)}@example.com`, role: 'member' },
      });
    // The free plan's 5 seats are all used.
    expect(await errorCode(invite())).toBe('functions/failed-precondition');

    const before = Date.now();
    const grant = await callers.superAdmin({
      action: 'grantComplimentary',
      payload: { companyId, planId: 'team', days: 10, seats: 8 },
    });
    expect(grant.seats).toBe(8);
    expect(grant.until).toBeGreaterThanOrEqual(before + 10 * DAY);
    const entitlements = await entitlementsOf(companyId);
    expect(entitlements).toMatchObject({
      planId: 'team',
      status: 'complimentary',
      seats: 8,
      mrrCents: 0,
      graceUntil: grant.until,
    });
    expect(seatLimit(entitlements, grant.until - 1)).toBe(8);
    expect(seatLimit(entitlements, grant.until)).toBe(5);
    expect(await errorCode(invite())).toBe('none');

    const history = await callers.superAdmin({
      action: 'billingHistory',
      payload: { companyId },
    });
    expect(history.events[0]).toMatchObject({ type: 'admin.complimentary', actor: adminUid });
    expect((await auditOf(companyId)).map((e) => e.action)).toEqual([
      'subscriptions.grantComplimentary',
    ]);

    // Time passes: the grant's end is reached without any event, and the free plan applies.
    await adminDb
      .doc(`companies/${companyId}`)
      .update({ 'entitlements.graceUntil': Date.now() - 1 });
    expect(await errorCode(invite())).toBe('functions/failed-precondition');
  });

  it('a real subscription wins over the grant; an old one ending does not end it', async () => {
    const { companyId, send } = await companyWithSubscription('price_team_monthly', 2);
    expect(
      await errorCode(
        callers.superAdmin({
          action: 'grantComplimentary',
          payload: { companyId, planId: 'business', days: 5 },
        }),
      ),
    ).toBe('functions/failed-precondition');
    expect(await auditOf(companyId)).toEqual([]);

    expect((await send('canceled', 2, 'customer.subscription.deleted')).status).toBe(200);
    expect(await entitlementsOf(companyId)).toMatchObject({ planId: 'free', status: 'canceled' });
    await callers.superAdmin({
      action: 'grantComplimentary',
      payload: { companyId, planId: 'business', days: 5, seats: 20 },
    });
    expect(await entitlementsOf(companyId)).toMatchObject({ status: 'complimentary', seats: 20 });
    // The old subscription's (late) cancellation again: the grant stays.
    expect((await send('canceled', 2, 'customer.subscription.deleted')).status).toBe(200);
    expect(await entitlementsOf(companyId)).toMatchObject({ status: 'complimentary', seats: 20 });

    const grantThenBuy = await bareCompany('Grant Then Buy');
    await callers.superAdmin({
      action: 'grantComplimentary',
      payload: { companyId: grantThenBuy, planId: 'team', days: 5 },
    });
    const subscriptionId = `sub_${randomUUID().slice(0, 8)}`;
    await postEvent(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject({
          companyId: grantThenBuy,
          subscriptionId,
          customerId: `cus_${subscriptionId}`,
          status: 'active',
          priceId: 'price_business_monthly',
          quantity: 7,
          periodEnd: nowSeconds() + 30 * 86_400,
          cancelAtPeriodEnd: false,
        }),
        nowSeconds(),
      ),
    );
    expect(await entitlementsOf(grantThenBuy)).toMatchObject({
      planId: 'business',
      status: 'active',
      seats: 7,
      mrrCents: 7 * 2400,
    });
  });
});

describe('listSubscriptions, billingHistory, openCustomerPage', () => {
  it('filters by status and plan and pages with a cursor', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => bareCompany('Paged Grant Co')));
    for (const companyId of ids) {
      await callers.superAdmin({
        action: 'grantComplimentary',
        payload: { companyId, planId: 'business', days: 2 },
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ActionAnswer<'adminBillingOperations', 'listSubscriptions'> =
        await callers.superAdmin({
          action: 'listSubscriptions',
          payload: {
            status: 'complimentary',
            planId: 'business',
            pageSize: 2,
            cursor,
            sort: 'name',
          },
        });
      expect(page.rows.length).toBeLessThanOrEqual(2);
      for (const row of page.rows) {
        expect(row).toMatchObject({ status: 'complimentary', planId: 'business' });
        seen.push(row.companyId);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(ids));
  });

  it('lists what the webhook recorded for the company, newest first', async () => {
    const { companyId, send } = await companyWithSubscription('price_team_monthly', 2);
    await send('active', 5);
    const { events } = await callers.superAdmin({
      action: 'billingHistory',
      payload: { companyId },
    });
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      type: 'customer.subscription.updated',
      seats: 5,
      planId: 'team',
    });
    expect(events[0]?.at).toBeGreaterThanOrEqual(events[1]?.at ?? Infinity);
  });

  it('opens the test portal for a company with a subscription, refuses one without', async () => {
    const { companyId } = await companyWithSubscription('price_team_monthly', 2);
    const { url } = await callers.superAdmin({
      action: 'openCustomerPage',
      payload: { companyId },
    });
    expect(url).toMatch(/^\/api\/test-checkout\?portal=bps_test_/);
    const none = await bareCompany('No Subscription Co');
    expect(
      await errorCode(
        callers.superAdmin({ action: 'openCustomerPage', payload: { companyId: none } }),
      ),
    ).toBe('functions/failed-precondition');
  });
});

import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  grantsPlan,
  monthlyRevenueCents,
  SUBSCRIPTION_STATUSES,
  type PlanDoc,
  type SubscriptionStatus,
} from '../../contracts/billing';
import { seatLimit } from '../../contracts/seats';
import { billingConfig, TEST_WEBHOOK_SECRET } from './config';
import {
  entitlementsFor,
  keepsComplimentary,
  sameEntitlements,
  type EntitlementsInput,
} from './entitlements';
import { planForPrice, type StoredPlan, type SubscriptionDoc } from './store';
import { checkoutSessionParams } from './stripe-client';
import { snapshotOf, stripeSubscriptionSchema, subscriptionObjectOf } from './stripe-objects';
import { checkoutPage, money, portalPage } from './test-pages';
import { addPeriod, portalChangeEvent, PortalChangeError, type TestPortal } from './test-provider';
import { handleWebhook } from './webhook';

const DAY = 24 * 60 * 60 * 1000;
const GRACE = 7 * DAY;

const plan = (overrides: Partial<PlanDoc> = {}): PlanDoc => ({
  name: 'Team',
  description: '',
  features: [],
  limits: { seats: 50 },
  prices: {
    month: { amount: 1200, providerPriceId: 'price_team_monthly' },
    year: { amount: 12000, providerPriceId: 'price_team_yearly' },
  },
  currency: 'usd',
  trialDays: 14,
  active: true,
  order: 1,
  ...overrides,
});
const plans: StoredPlan[] = [
  { id: 'free', plan: plan({ name: 'Free', prices: { month: null, year: null } }) },
  { id: 'team', plan: plan() },
  {
    id: 'legacy',
    plan: plan({
      name: 'Legacy',
      active: false,
      prices: { month: { amount: 500, providerPriceId: 'price_legacy' }, year: null },
    }),
  },
];
const team = { id: 'team', plan: plan(), interval: 'month' as const };

describe('planForPrice', () => {
  it.each([
    ['price_team_monthly', 'team', 'month'],
    ['price_team_yearly', 'team', 'year'],
    ['price_legacy', 'legacy', 'month'],
  ])('maps %s to %s (%s), retired plans included', (priceId, planId, interval) => {
    expect(planForPrice(plans, priceId)).toMatchObject({ id: planId, interval });
  });

  it('prefers the active plan when a retired one names the same price', () => {
    const retiredCopy = { id: 'old-team', plan: plan({ active: false, order: 0 }) };
    expect(planForPrice([retiredCopy, ...plans], 'price_team_monthly')?.id).toBe('team');
  });

  it.each([['price_unknown'], [''], [null]])('knows no plan for %j', (priceId) => {
    expect(planForPrice(plans, priceId)).toBeNull();
  });
});

describe('entitlementsFor', () => {
  const now = Date.UTC(2026, 5, 15);
  const input = (
    status: SubscriptionStatus,
    overrides: Partial<EntitlementsInput> = {},
  ): EntitlementsInput => ({
    snapshot: { status, quantity: 12, currentPeriodEnd: now + 30 * DAY, cancelAtPeriodEnd: false },
    match: team,
    previous: null,
    changedAt: now,
    now,
    graceMs: GRACE,
    freePlanSeats: 5,
    ...overrides,
  });
  const onPlan = (status: SubscriptionStatus, graceUntil: number | null = null) => ({
    planId: 'team',
    status,
    seats: 12,
    interval: 'month' as const,
    currentPeriodEnd: now + 30 * DAY,
    cancelAtPeriodEnd: false,
    graceUntil,
    // 12 seats at $12 a month; a trial earns nothing yet.
    mrrCents: status === 'trialing' ? 0 : 14_400,
  });
  const onFree = (status: SubscriptionStatus, graceUntil: number | null = null) => ({
    planId: 'free',
    status,
    seats: 5,
    interval: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    graceUntil,
    mrrCents: 0,
  });

  // Every status the provider reports, and what the company gets.
  it.each([
    ['trialing', onPlan('trialing')],
    ['active', onPlan('active')],
    ['past_due', onPlan('past_due', now + GRACE)],
    ['unpaid', onFree('unpaid')],
    ['canceled', onFree('canceled')],
    ['incomplete', onFree('incomplete')],
    ['incomplete_expired', onFree('incomplete_expired')],
    ['paused', onFree('paused')],
  ] as const)('%s → %j', (status, expected) => {
    expect(entitlementsFor(input(status)).entitlements).toEqual(expected);
  });

  it('covers every status the contract lists', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(() => entitlementsFor(input(status))).not.toThrow();
    }
  });

  it('keeps cancel at period end on the plan', () => {
    const result = entitlementsFor(
      input('active', {
        snapshot: { status: 'active', quantity: 3, currentPeriodEnd: 9, cancelAtPeriodEnd: true },
      }),
    );
    expect(result.entitlements).toMatchObject({
      seats: 3,
      currentPeriodEnd: 9,
      cancelAtPeriodEnd: true,
    });
  });

  describe('past_due grace', () => {
    const since = now - 3 * DAY;
    const stillPastDue = (at: number) =>
      entitlementsFor(
        input('past_due', { previous: { status: 'past_due', pastDueSince: since }, now: at }),
      );

    it('counts from the first past_due time, kept while it stays past_due', () => {
      expect(stillPastDue(now)).toEqual({
        entitlements: onPlan('past_due', since + GRACE),
        pastDueSince: since,
      });
    });

    it.each([
      ['one ms before the grace ends: the plan', since + GRACE - 1, 'team'],
      ['when the grace ends: the free plan', since + GRACE, 'free'],
      ['after the grace: the free plan', since + GRACE + DAY, 'free'],
    ])('%s', (_, at, planId) => {
      const { entitlements } = stillPastDue(at);
      expect(entitlements.planId).toBe(planId);
      expect(entitlements.status).toBe('past_due');
      expect(entitlements.graceUntil).toBe(since + GRACE);
      expect(entitlements.seats).toBe(planId === 'team' ? 12 : 5);
    });

    it('starts again when a subscription becomes past_due anew', () => {
      const result = entitlementsFor(
        input('past_due', { previous: { status: 'active', pastDueSince: since } }),
      );
      expect(result.pastDueSince).toBe(now);
      expect(result.entitlements.graceUntil).toBe(now + GRACE);
    });

    it('forgets the past_due time once paid', () => {
      const result = entitlementsFor(
        input('active', { previous: { status: 'past_due', pastDueSince: since } }),
      );
      expect(result).toEqual({ entitlements: onPlan('active'), pastDueSince: null });
    });
  });

  it('refuses to map a plan status without a plan (the caller checks the price first)', () => {
    expect(() => entitlementsFor(input('active', { match: null }))).toThrow(/known plan/);
    expect(entitlementsFor(input('canceled', { match: null })).entitlements.planId).toBe('free');
  });

  it('counts a yearly price as a twelfth a month in the MRR', () => {
    const yearly = { ...team, interval: 'year' as const };
    expect(entitlementsFor(input('active', { match: yearly })).entitlements.mrrCents).toBe(12_000);
    expect(monthlyRevenueCents(999, 'year', 1)).toBe(83);
  });

  it('earns no MRR once a past_due grace is over', () => {
    const late = input('past_due', {
      previous: { status: 'past_due', pastDueSince: now - GRACE - DAY },
    });
    expect(entitlementsFor(late).entitlements.mrrCents).toBe(0);
  });

  it('compares entitlements without updatedAt', () => {
    const a = onPlan('active');
    expect(sameEntitlements(a, { ...a })).toBe(true);
    expect(sameEntitlements(a, { ...a, seats: 13 })).toBe(false);
    expect(sameEntitlements(a, { ...a, mrrCents: 1 })).toBe(false);
    expect(sameEntitlements(null, a)).toBe(false);
    expect(sameEntitlements(null, null)).toBe(true);
  });
});

describe('keepsComplimentary: a running grant against what an event derived', () => {
  const now = Date.UTC(2026, 5, 15);
  const grant = { status: 'complimentary' as const, graceUntil: now + DAY };
  it.each([
    ['a new active subscription wins', grant, { status: 'active', graceUntil: null }, false],
    ['a trial wins', grant, { status: 'trialing', graceUntil: null }, false],
    [
      'an old subscription ending keeps the grant',
      grant,
      { status: 'canceled', graceUntil: null },
      true,
    ],
    ['an unpaid one keeps the grant', grant, { status: 'unpaid', graceUntil: null }, true],
    [
      'an expired grant is replaced',
      { status: 'complimentary' as const, graceUntil: now - 1 },
      { status: 'canceled', graceUntil: null },
      false,
    ],
    [
      'no grant held',
      { status: 'active' as const, graceUntil: null },
      { status: 'canceled', graceUntil: null },
      false,
    ],
  ] as const)('%s', (_, held, derived, keeps) => {
    expect(keepsComplimentary(held, derived, now)).toBe(keeps);
  });

  it('grantsPlan: a complimentary grant until its end', () => {
    expect(grantsPlan(grant, now)).toBe(true);
    expect(grantsPlan({ ...grant, graceUntil: now }, now)).toBe(false);
    expect(grantsPlan({ ...grant, graceUntil: null }, now)).toBe(false);
  });
});

describe('grantsPlan and seatLimit', () => {
  const now = 1_000_000;

  it.each([
    ['trialing', null, true],
    ['active', null, true],
    ['past_due', now + 1, true],
    ['past_due', now, false],
    ['past_due', null, false],
    ['unpaid', null, false],
    ['canceled', null, false],
    ['incomplete', null, false],
    ['incomplete_expired', null, false],
    ['paused', null, false],
    ['free', null, false],
  ] as const)('%s with grace until %s grants the plan: %s', (status, graceUntil, granted) => {
    expect(grantsPlan({ status, graceUntil }, now)).toBe(granted);
    expect(seatLimit({ seats: 40, status, graceUntil }, now, 5)).toBe(granted ? 40 : 5);
  });

  it('takes seats set without a status as they are, and the free plan without entitlements', () => {
    expect(seatLimit({ seats: 25 }, now, 5)).toBe(25);
    expect(seatLimit(null, now, 5)).toBe(5);
    expect(seatLimit({ seats: 0, status: 'active' }, now, 5)).toBe(5);
  });
});

describe('Stripe objects', () => {
  const current = {
    id: 'sub_1',
    object: 'subscription',
    customer: { id: 'cus_1' },
    status: 'active',
    cancel_at_period_end: true,
    trial_end: null,
    metadata: { companyId: 'c1', planId: 'team' },
    items: {
      data: [
        { price: { id: 'price_team_monthly' }, quantity: 7, current_period_end: 1_700_000_000 },
      ],
    },
  };

  it('reads the period end from the item (API 2025-03-31 and later)', () => {
    expect(snapshotOf(stripeSubscriptionSchema.parse(current))).toEqual({
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      priceId: 'price_team_monthly',
      quantity: 7,
      currentPeriodEnd: 1_700_000_000_000,
      cancelAtPeriodEnd: true,
      trialEnd: null,
      companyId: 'c1',
    });
  });

  it('reads older API versions (period end and quantity on the subscription)', () => {
    const older = {
      ...current,
      customer: 'cus_1',
      current_period_end: 1_600_000_000,
      quantity: 4,
      metadata: {},
      items: { data: [{ price: { id: 'price_x' } }] },
    };
    expect(snapshotOf(stripeSubscriptionSchema.parse(older))).toMatchObject({
      customerId: 'cus_1',
      quantity: 4,
      currentPeriodEnd: 1_600_000_000_000,
      companyId: null,
    });
  });

  it('refuses an unknown status or a subscription without items', () => {
    expect(stripeSubscriptionSchema.safeParse({ ...current, status: 'weird' }).success).toBe(false);
    expect(stripeSubscriptionSchema.safeParse({ ...current, items: { data: [] } }).success).toBe(
      false,
    );
  });

  it('turns a snapshot into the object Stripe would send, and back', () => {
    const snapshot = snapshotOf(stripeSubscriptionSchema.parse(current));
    const object = subscriptionObjectOf(snapshot, 'team');
    expect(snapshotOf(stripeSubscriptionSchema.parse(object))).toEqual(snapshot);
  });
});

describe('checkoutSessionParams', () => {
  const request = {
    companyId: 'c1',
    planId: 'team',
    priceId: 'price_team_monthly',
    seats: 8,
    trialDays: 14,
    customerId: null,
    email: 'owner@example.com',
    appUrl: 'https://app.example.com',
  };

  it('asks for a per-seat subscription with trial, promotion codes and the return pages', () => {
    expect(checkoutSessionParams(request)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_team_monthly', quantity: 8 }],
      subscription_data: { metadata: { companyId: 'c1', planId: 'team' }, trial_period_days: 14 },
      allow_promotion_codes: true,
      client_reference_id: 'c1',
      metadata: { companyId: 'c1', planId: 'team' },
      customer_email: 'owner@example.com',
      success_url: 'https://app.example.com/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example.com/payment/cancel',
    });
  });

  it('reuses the company customer and leaves the trial out when there is none', () => {
    const params = checkoutSessionParams({ ...request, trialDays: 0, customerId: 'cus_9' });
    expect(params.customer).toBe('cus_9');
    expect(params).not.toHaveProperty('customer_email');
    expect(params.subscription_data).not.toHaveProperty('trial_period_days');
  });
});

describe('billingConfig', () => {
  it('is in test mode on the emulators without a key, with the local webhook secret', () => {
    const config = billingConfig({ FUNCTIONS_EMULATOR: 'true' });
    expect(config.mode).toBe('test');
    expect(config.webhookSecret).toBe(TEST_WEBHOOK_SECRET);
    expect(config.pastDueGraceMs).toBe(GRACE);
    expect(config.stripeApi).toBeNull();
  });

  it('is in Stripe mode with a key, and never accepts the public test secret there', () => {
    const config = billingConfig({ STRIPE_SECRET_KEY: 'sk_test_1', FUNCTIONS_EMULATOR: 'true' });
    expect(config.mode).toBe('stripe');
    expect(config.webhookSecret).toBeNull();
    expect(
      billingConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })
        .webhookSecret,
    ).toBe('whsec_1');
  });

  it('is off without a key outside the emulators (no fake payments in production)', () => {
    const config = billingConfig({});
    expect(config.mode).toBe('off');
    expect(config.webhookSecret).toBeNull();
  });

  it('reads the grace period, the app URL and a stand-in Stripe API', () => {
    const config = billingConfig({
      PAST_DUE_GRACE_DAYS: '3',
      APP_URL: 'https://app.example.com/',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config.pastDueGraceMs).toBe(3 * DAY);
    expect(config.appUrl).toBe('https://app.example.com');
    expect(config.stripeApi).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(billingConfig({ PAST_DUE_GRACE_DAYS: 'soon' }).pastDueGraceMs).toBe(GRACE);
  });
});

describe('handleWebhook refuses before reading anything', () => {
  beforeEach(() => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  const deps = (webhookSecret: string | null) => ({
    db: {} as Firestore,
    config: { ...billingConfig({ FUNCTIONS_EMULATOR: 'true' }), webhookSecret },
    stripe: null,
    now: Date.now(),
  });
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'ping',
    created: 1,
    data: { object: {} },
  });
  const signed = (secret: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp ? { timestamp } : {}),
    });

  it.each([
    ['no webhook secret configured', null, signed('whsec_x'), 503, 'not-configured'],
    ['a missing signature', TEST_WEBHOOK_SECRET, undefined, 400, 'missing-signature'],
    [
      'a signature with another secret',
      TEST_WEBHOOK_SECRET,
      signed('whsec_other'),
      400,
      'invalid-signature',
    ],
    [
      'a stale signature',
      TEST_WEBHOOK_SECRET,
      signed(TEST_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301),
      400,
      'invalid-signature',
    ],
  ])('%s', async (_, secret, signature, status, error) => {
    const result = await handleWebhook({ rawBody: Buffer.from(payload), signature }, deps(secret));
    expect(result).toEqual({ status, body: { error } });
  });

  it('answers 200 to a verified event it does not handle', async () => {
    const result = await handleWebhook(
      { rawBody: Buffer.from(payload), signature: signed(TEST_WEBHOOK_SECRET) },
      deps(TEST_WEBHOOK_SECRET),
    );
    expect(result).toEqual({ status: 200, body: { received: true, outcome: 'unhandled' } });
  });
});

describe('test provider', () => {
  it('adds calendar months and years, clamping to the month end', () => {
    expect(new Date(addPeriod(Date.UTC(2026, 0, 31), 'month')).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(new Date(addPeriod(Date.UTC(2028, 1, 29), 'year')).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(new Date(addPeriod(Date.UTC(2026, 4, 10, 12), 'month')).toISOString()).toBe(
      '2026-06-10T12:00:00.000Z',
    );
  });

  const subscription: SubscriptionDoc = {
    customerId: 'cus_test_1',
    subscriptionId: 'sub_test_1',
    status: 'active',
    priceId: 'price_team_monthly',
    planId: 'team',
    planName: 'Team',
    interval: 'month',
    seats: 10,
    currentPeriodEnd: 2_000_000_000_000,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    pastDueSince: null,
    lastEventCreated: 1,
    updatedAt: 1,
  };
  const portal = (overrides: Partial<SubscriptionDoc> = {}): TestPortal => ({
    session: { companyId: 'c1', createdBy: 'u1', createdAt: 0, expiresAt: 1 },
    companyName: 'Acme <Labs>',
    subscription: { ...subscription, ...overrides },
    plans: plans.filter((p) => p.plan.active && p.plan.prices.month),
  });
  const objectOf = (event: { data: { object: unknown } }) =>
    snapshotOf(stripeSubscriptionSchema.parse(event.data.object));

  it('reports portal changes as the events Stripe would send', () => {
    const seats = portalChangeEvent(portal(), { kind: 'seats', seats: 3 }, 5_000);
    expect(seats.type).toBe('customer.subscription.updated');
    expect(seats.created).toBe(5);
    expect(objectOf(seats)).toMatchObject({ quantity: 3, companyId: 'c1', status: 'active' });
    const cancel = portalChangeEvent(portal(), { kind: 'cancel-now' }, 5_000);
    expect(cancel.type).toBe('customer.subscription.deleted');
    expect(objectOf(cancel).status).toBe('canceled');
    expect(objectOf(portalChangeEvent(portal(), { kind: 'payment-fails' }, 0)).status).toBe(
      'past_due',
    );
    expect(
      objectOf(portalChangeEvent(portal(), { kind: 'cancel-at-period-end' }, 0)).cancelAtPeriodEnd,
    ).toBe(true);
  });

  it('refuses what Stripe would refuse', () => {
    expect(() => portalChangeEvent(portal(), { kind: 'seats', seats: 51 }, 0)).toThrow(
      PortalChangeError,
    );
    expect(() => portalChangeEvent(portal(), { kind: 'plan', priceId: 'price_nope' }, 0)).toThrow(
      /plans listed/,
    );
    expect(() => portalChangeEvent(portal({ status: 'canceled' }), { kind: 'resume' }, 0)).toThrow(
      /ended/,
    );
  });

  it('marks its pages as a test and escapes what it shows', () => {
    const html = portalPage('bps_test_1', portal());
    expect(html).toContain('TEST MODE — no real payment');
    expect(html).toContain('Acme &lt;Labs&gt;');
    expect(html).not.toContain('Acme <Labs>');
    const checkout = checkoutPage(
      'cs_test_1',
      {
        companyId: 'c1',
        planId: 'team',
        planName: 'Team',
        interval: 'year',
        seats: 3,
        priceId: 'price_team_yearly',
        amount: 12000,
        currency: 'usd',
        trialDays: 0,
        createdBy: 'u1',
        createdAt: 0,
        expiresAt: 1,
        mode: 'test',
        status: 'open',
        fulfilledAt: null,
        customerId: null,
        completedAt: null,
        subscription: null,
        promoCode: null,
        discount: null,
      },
      '"Quotes" & Co',
    );
    expect(checkout).toContain('&quot;Quotes&quot; &amp; Co');
    expect(checkout).toContain('$360.00 per year');
    expect(checkout).toMatch(/<button[^>]*value="pay">Pay \(test\)<\/button>/);
    expect(checkout).toMatch(/<button[^>]*value="cancel">Cancel<\/button>/);
    expect(money(1234, 'eur')).toBe('€12.34');
    // A zero-decimal currency is whole yen, as Stripe counts it: never divided by 100.
    expect(money(1500, 'jpy')).toBe('¥1,500');
  });
});

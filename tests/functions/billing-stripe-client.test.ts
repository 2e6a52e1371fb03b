import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingConfig } from '../../functions/src/services/billing/config';
import { createCheckout } from '../../functions/src/services/billing/create-checkout';
import type { BillingDeps } from '../../functions/src/services/billing/deps';
import { openPortal, syncCheckout } from '../../functions/src/services/billing/portal-and-sync';
import { createStripe } from '../../functions/src/services/billing/stripe-client';
import type { SubscriptionDoc } from '../../functions/src/services/billing/store';
import { handleWebhook } from '../../functions/src/services/billing/webhook';
import {
  bareCompany,
  entitlementsOf,
  nowSeconds,
  seedTestPlans,
  stripeEvent,
} from '../support/billing';
import { createAffiliate } from '../support/affiliates';
import { adminDb, failure } from '../support/companies';

/**
 * The Stripe client's calls, made by the real `stripe` library against a local stand-in of the
 * Stripe API (the network boundary): what it sends, and what we do with the answers.
 */

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

const requests: Recorded[] = [];
/** Checkout sessions the stand-in created: what was bought, and whether it is paid. */
const sessions = new Map<
  string,
  {
    companyId: string;
    priceId: string;
    quantity: number;
    status: 'open' | 'complete';
    metadata: Record<string, string>;
    /** Given at creation, or (a test says) typed on Stripe's page. */
    discounts: { coupon: string | null; promotion_code: string | null }[];
  }
>();
let server: Server;
let port = 0;

function subscription(id: string, s: { companyId: string; priceId: string; quantity: number }) {
  return {
    id: `sub_for_${id}`,
    object: 'subscription',
    customer: `cus_for_${s.companyId}`,
    status: 'active',
    cancel_at_period_end: false,
    trial_end: null,
    metadata: { companyId: s.companyId, planId: 'team' },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: s.priceId, object: 'price' },
          quantity: s.quantity,
          current_period_end: nowSeconds() + 30 * 86_400,
        },
      ],
    },
  };
}

function answer(request: Recorded): { status: number; json: unknown } {
  const { method, path, body, query } = request;
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const priceId = body.get('line_items[0][price]') ?? '';
    if (priceId === 'price_broken') {
      return {
        status: 400,
        json: {
          error: { type: 'invalid_request_error', message: `No such price: '${priceId}'` },
        },
      };
    }
    const id = `cs_test_standin_${randomUUID().replace(/-/g, '')}`;
    const promotionCode = body.get('discounts[0][promotion_code]');
    sessions.set(id, {
      companyId: body.get('client_reference_id') ?? '',
      priceId,
      quantity: Number(body.get('line_items[0][quantity]')),
      status: 'open',
      metadata: Object.fromEntries(
        [...body.entries()]
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      ),
      discounts: promotionCode ? [{ coupon: 'co_standin', promotion_code: promotionCode }] : [],
    });
    return {
      status: 200,
      json: {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: nowSeconds() + 86_400,
      },
    };
  }
  if (method === 'POST' && path === '/v1/billing_portal/sessions') {
    return {
      status: 200,
      json: {
        id: 'bps_standin',
        object: 'billing_portal.session',
        customer: body.get('customer'),
        return_url: body.get('return_url'),
        url: 'https://billing.stripe.test/p/session/bps_standin',
      },
    };
  }
  const checkoutMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
  if (method === 'GET' && checkoutMatch?.[1]) {
    const id = checkoutMatch[1];
    const session = sessions.get(id);
    if (!session) return { status: 404, json: { error: { type: 'invalid_request_error' } } };
    const expanded = [...query.entries()].some(
      ([k, v]) => k.startsWith('expand') && v === 'subscription',
    );
    return {
      status: 200,
      json: {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: session.status,
        client_reference_id: session.companyId,
        customer: session.status === 'complete' ? `cus_for_${session.companyId}` : null,
        metadata: session.metadata,
        discounts: session.discounts,
        subscription:
          session.status !== 'complete'
            ? null
            : expanded
              ? subscription(id, session)
              : `sub_for_${id}`,
      },
    };
  }
  return {
    status: 404,
    json: { error: { type: 'invalid_request_error', message: 'Unknown path' } },
  };
}

beforeAll(async () => {
  await seedTestPlans();
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body: new URLSearchParams(raw),
        headers: req.headers,
      };
      requests.push(recorded);
      const { status, json } = answer(recorded);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_standin' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

const WEBHOOK_SECRET = 'whsec_standin';

function deps(): BillingDeps {
  const config = billingConfig({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
    APP_URL: 'https://app.example.com',
  });
  return { db: adminDb, config, stripe: createStripe(config), now: Date.now() };
}

/** A company whose owner is `uid` (the services read the member document, not Auth). */
async function companyOwnedBy(uid: string) {
  const companyId = await bareCompany('Stand-in Co');
  await adminDb.doc(`companies/${companyId}/members/${uid}`).set({
    uid,
    companyId,
    role: 'owner',
    email: `${uid}@example.com`,
    displayName: 'Owner',
    photoURL: null,
    joinedAt: Date.now(),
  });
  return companyId;
}

/** A company's subscription mirror as the webhook writes it, for a customer seen before. */
function mirror(
  fields: Pick<SubscriptionDoc, 'customerId' | 'subscriptionId' | 'status'>,
): SubscriptionDoc {
  return {
    ...fields,
    priceId: 'price_team_month',
    planId: 'team',
    planName: 'Team',
    interval: 'month',
    seats: 3,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    pastDueSince: null,
    lastEventCreated: 1,
    updatedAt: 1,
  };
}

const buy = (companyId: string, uid: string, seats = 4, planId = 'team') =>
  createCheckout(
    { companyId, planId, interval: 'month', seats },
    { uid, email: `${uid}@example.com` },
    deps(),
  );

describe('createCheckout against the Stripe API', () => {
  it('is the real stripe library pointed at the stand-in', () => {
    expect(deps().stripe).toBeInstanceOf(Stripe);
  });

  it('asks for a per-seat subscription with a trial, promotion codes and our return pages', async () => {
    const uid = `u-${randomUUID()}`;
    const companyId = await companyOwnedBy(uid);
    const { url } = await buy(companyId, uid);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request?.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.body ?? [])).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_team_monthly',
      'line_items[0][quantity]': '4',
      'subscription_data[metadata][companyId]': companyId,
      'subscription_data[metadata][planId]': 'team',
      'subscription_data[trial_period_days]': '14',
      allow_promotion_codes: 'true',
      client_reference_id: companyId,
      'metadata[companyId]': companyId,
      'metadata[planId]': 'team',
      customer_email: `${uid}@example.com`,
      success_url: 'https://app.example.com/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example.com/payment/cancel',
    });

    const sessionId = url.split('/').at(-1) ?? '';
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    expect((await adminDb.doc(`billingCheckouts/${sessionId}`).get()).data()).toMatchObject({
      companyId,
      planId: 'team',
      seats: 4,
      priceId: 'price_team_monthly',
      mode: 'stripe',
      status: 'open',
      createdBy: uid,
      fulfilledAt: null,
    });
  });

  it('reuses the company customer and gives no second trial', async () => {
    const uid = `u-${randomUUID()}`;
    const companyId = await companyOwnedBy(uid);
    await adminDb
      .doc(`companies/${companyId}/billing/subscription`)
      .set(mirror({ customerId: 'cus_returning', subscriptionId: 'sub_old', status: 'canceled' }));
    await buy(companyId, uid, 6);
    const body = Object.fromEntries(requests[0]?.body ?? []);
    expect(body).toMatchObject({ customer: 'cus_returning', 'line_items[0][quantity]': '6' });
    expect(body).not.toHaveProperty('customer_email');
    expect(body).not.toHaveProperty('subscription_data[trial_period_days]');
  });

  it('turns Stripe refusing the price into a sentence, and sends nothing for a live subscription', async () => {
    const uid = `u-${randomUUID()}`;
    const companyId = await companyOwnedBy(uid);
    await adminDb.doc('plans/broken').set({
      ...(await adminDb.doc('plans/team').get()).data(),
      name: 'Broken',
      prices: { month: { amount: 100, providerPriceId: 'price_broken' }, year: null },
    });
    const refused = await failure(buy(companyId, uid, 4, 'broken'));
    expect(refused).toEqual({
      code: 'failed-precondition',
      message:
        'The Broken plan cannot be bought right now: its price is not set up with our payment provider. Please contact support.',
    });
    await adminDb.doc('plans/broken').delete();

    await adminDb
      .doc(`companies/${companyId}/billing/subscription`)
      .set(mirror({ customerId: 'cus_live', subscriptionId: 'sub_live', status: 'active' }));
    requests.length = 0;
    expect((await failure(buy(companyId, uid))).code).toBe('failed-precondition');
    expect(requests).toHaveLength(0);
  });
});

describe('openPortal against the Stripe API', () => {
  it("opens the portal for the company's customer, back to /company", async () => {
    const uid = `u-${randomUUID()}`;
    const companyId = await companyOwnedBy(uid);
    await adminDb
      .doc(`companies/${companyId}/billing/subscription`)
      .set(mirror({ customerId: 'cus_portal', subscriptionId: 'sub_portal', status: 'active' }));
    expect(await openPortal({ companyId }, uid, deps())).toEqual({
      url: 'https://billing.stripe.test/p/session/bps_standin',
    });
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/v1/billing_portal/sessions'],
    ]);
    expect(Object.fromEntries(requests[0]?.body ?? [])).toEqual({
      customer: 'cus_portal',
      return_url: 'https://app.example.com/company',
    });
  });

  it('refuses a company without a subscription before calling Stripe', async () => {
    const uid = `u-${randomUUID()}`;
    const companyId = await companyOwnedBy(uid);
    expect(await failure(openPortal({ companyId }, uid, deps()))).toEqual({
      code: 'failed-precondition',
      message: 'Stand-in Co has no subscription yet: choose a plan first.',
      details: { reason: 'noSubscription', companyName: 'Stand-in Co' },
    });
    expect(requests).toHaveLength(0);
  });
});

describe('fulfilment in Stripe mode (checkout retrieved from Stripe)', () => {
  async function paidCheckout() {
    const uid = `u-${randomUUID()}`;
    const companyId = await companyOwnedBy(uid);
    const { url } = await buy(companyId, uid, 5);
    const sessionId = url.split('/').at(-1) ?? '';
    const session = sessions.get(sessionId);
    if (!session) throw new Error('the stand-in has no such session');
    const sync = () => syncCheckout({ companyId, checkoutSessionId: sessionId }, uid, deps());
    return { companyId, sessionId, session, sync };
  }

  const completedEvent = (sessionId: string, companyId: string) => {
    const payload = JSON.stringify(
      stripeEvent(
        'checkout.session.completed',
        {
          id: sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'complete',
          client_reference_id: companyId,
          subscription: `sub_for_${sessionId}`,
        },
        nowSeconds(),
      ),
    );
    return {
      rawBody: Buffer.from(payload),
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    };
  };

  it('syncCheckout reads the session with its subscription; the webhook after it changes nothing', async () => {
    const { companyId, sessionId, session, sync } = await paidCheckout();
    expect(await sync()).toEqual({ entitlements: null, settled: false });
    session.status = 'complete';
    requests.length = 0;
    const synced = await sync();
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['GET', `/v1/checkout/sessions/${sessionId}`],
    ]);
    expect([...(requests[0]?.query.values() ?? [])]).toContain('subscription');
    expect(synced).toEqual({
      settled: true,
      entitlements: expect.objectContaining({ planId: 'team', status: 'active', seats: 5 }),
    });
    const after = await entitlementsOf(companyId);

    const webhook = await handleWebhook(completedEvent(sessionId, companyId), deps());
    expect(webhook).toEqual({ status: 200, body: { received: true, outcome: 'unchanged' } });
    expect(await entitlementsOf(companyId)).toEqual(after);
  });

  it('the webhook first fulfils from Stripe; syncCheckout then only reads', async () => {
    const { companyId, sessionId, session, sync } = await paidCheckout();
    session.status = 'complete';
    const webhook = await handleWebhook(completedEvent(sessionId, companyId), deps());
    expect(webhook).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    const after = await entitlementsOf(companyId);
    expect(after).toMatchObject({ planId: 'team', status: 'active', seats: 5 });
    requests.length = 0;
    expect(await sync()).toEqual({ entitlements: after, settled: true });
    expect(requests).toHaveLength(0);
  });
});

describe('promo codes with Stripe', () => {
  /** An approved affiliate's code, as a super admin creates it. */
  async function promoCode(fields: {
    discount: { percentOff: number; durationMonths: number | null } | null;
    stripePromotionCodeId: string | null;
  }) {
    const affiliate = await createAffiliate();
    const code = `STRIPE-${randomUUID().slice(0, 8).toUpperCase()}`;
    await adminDb.doc(`affiliatePromoCodes/${code}`).set({
      code,
      affiliateUid: affiliate.uid,
      ...fields,
      active: true,
      createdAt: Date.now(),
      createdBy: 'root',
      deactivatedAt: null,
      deactivatedBy: null,
      redemptions: 0,
    });
    return { code, affiliate };
  }
  const buyWith = (companyId: string, uid: string, code: string) =>
    createCheckout(
      { companyId, planId: 'team', interval: 'month', seats: 2, promoCode: code.toLowerCase() },
      { uid, email: `${uid}@example.com` },
      deps(),
    );

  it("applies the code's Stripe promotion code to the session and names our code on it", async () => {
    const stripeId = `promo_${randomUUID().replace(/-/g, '')}`;
    const { code, affiliate } = await promoCode({
      discount: { percentOff: 10, durationMonths: 3 },
      stripePromotionCodeId: stripeId,
    });
    const uid = `u-${randomUUID()}`;
    const companyId = await companyOwnedBy(uid);
    const { url } = await buyWith(companyId, uid, code);
    const body = Object.fromEntries(requests[0]?.body ?? []);
    expect(body).toMatchObject({
      'discounts[0][promotion_code]': stripeId,
      'metadata[promoCode]': code,
      'subscription_data[metadata][promoCode]': code,
    });
    // Stripe refuses a discount beside allow_promotion_codes.
    expect(body).not.toHaveProperty('allow_promotion_codes');
    const sessionId = url.split('/').at(-1) ?? '';
    expect((await adminDb.doc(`billingCheckouts/${sessionId}`).get()).data()).toMatchObject({
      promoCode: code,
      discount: { percentOff: 10, durationMonths: 3 },
    });

    // Paid: the session read back names the code, which refers the company.
    const session = sessions.get(sessionId);
    if (!session) throw new Error('the stand-in has no such session');
    session.status = 'complete';
    await syncCheckout({ companyId, checkoutSessionId: sessionId }, uid, deps());
    expect((await adminDb.doc(`affiliateReferrals/${companyId}`).get()).data()).toMatchObject({
      affiliateUid: affiliate.uid,
      source: 'promoCode',
      promoCode: code,
    });
  });

  it('refuses a code whose discount Stripe cannot give, before calling Stripe', async () => {
    const { code } = await promoCode({
      discount: { percentOff: 10, durationMonths: null },
      stripePromotionCodeId: null,
    });
    const uid = `u-${randomUUID()}`;
    const companyId = await companyOwnedBy(uid);
    expect(await failure(buyWith(companyId, uid, code))).toMatchObject({
      code: 'invalid-argument',
      message: `The promo code “${code}” cannot be used right now. Continue without it, or contact support.`,
    });
    expect(requests).toHaveLength(0);
  });

  it("maps a promotion code typed on Stripe's own page back to ours when the checkout completes", async () => {
    const stripeId = `promo_${randomUUID().replace(/-/g, '')}`;
    const { affiliate } = await promoCode({
      discount: { percentOff: 20, durationMonths: 1 },
      stripePromotionCodeId: stripeId,
    });
    const uid = `u-${randomUUID()}`;
    const companyId = await companyOwnedBy(uid);
    const { url } = await buy(companyId, uid);
    expect(Object.fromEntries(requests[0]?.body ?? [])).toMatchObject({
      allow_promotion_codes: 'true',
    });
    const sessionId = url.split('/').at(-1) ?? '';
    const session = sessions.get(sessionId);
    if (!session) throw new Error('the stand-in has no such session');
    session.status = 'complete';
    session.discounts = [{ coupon: 'co_typed', promotion_code: stripeId }];
    await syncCheckout({ companyId, checkoutSessionId: sessionId }, uid, deps());
    expect((await adminDb.doc(`affiliateReferrals/${companyId}`).get()).data()).toMatchObject({
      affiliateUid: affiliate.uid,
      source: 'promoCode',
    });
  });
});

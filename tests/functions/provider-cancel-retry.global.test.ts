import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySubscription } from '../../functions/src/services/billing/apply-subscription';
import {
  closedBillingRef,
  expireOpenCheckouts,
  PROVIDER_CANCEL_ATTEMPTS,
  strayCancelRef,
  type ClosedBillingDoc,
} from '../../functions/src/services/billing/close-company-billing';
import { billingConfig } from '../../functions/src/services/billing/config';
import { checkoutRef, type SubscriptionSnapshot } from '../../functions/src/services/billing/store';
import {
  PROVIDER_CANCEL_RETRY_AFTER_MS,
  retryProviderCancels,
} from '../../functions/src/services/billing/retry-provider-cancels';
import { createStripe } from '../../functions/src/services/billing/stripe-client';
import { adminDb } from '../support/companies';

/**
 * A deleted company's subscription must stop at Stripe even when Stripe failed the deleting
 * call's attempt: the maintenance job retries it (services/billing/retry-provider-cancels.ts).
 * The real `stripe` library talks to a local stand-in of the API (the network boundary).
 */

/** What the stand-in answers to `DELETE /v1/subscriptions/:id`, per subscription. */
const behaviour = new Map<string, 'down' | 'ok' | 'missing'>();
const cancelled: string[] = [];
/** Checkout sessions the stand-in was asked to expire (`POST /v1/checkout/sessions/:id/expire`). */
const expired: string[] = [];
let server: Server;
let stripe: Stripe;

beforeAll(async () => {
  server = createServer((req, res) => {
    const expiring = /^\/v1\/checkout\/sessions\/([^/?]+)\/expire/.exec(req.url ?? '')?.[1];
    if (req.method === 'POST' && expiring) {
      expired.push(expiring);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ id: expiring, object: 'checkout.session', status: 'expired' }));
      return;
    }
    const id = /^\/v1\/subscriptions\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
    const mode = req.method === 'DELETE' ? behaviour.get(id) : undefined;
    res.setHeader('Content-Type', 'application/json');
    // Stripe's own header: the library does not retry within the call.
    res.setHeader('Stripe-Should-Retry', 'false');
    if (mode === 'ok') {
      cancelled.push(id);
      res.end(JSON.stringify({ id, object: 'subscription', status: 'canceled' }));
    } else if (mode === 'missing') {
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' },
        }),
      );
    } else {
      res.statusCode = 500;
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stripe = createStripe({
    secretKey: 'sk_test_standin',
    stripeApi: { host: '127.0.0.1', port, protocol: 'http' },
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** A company deleted at `closedAt` whose cancellation at Stripe is still pending. */
async function pendingMarker(closedAt: number) {
  const companyId = `gone-${randomUUID().slice(0, 8)}`;
  const subscriptionId = `sub_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  const marker: ClosedBillingDoc = {
    closedAt,
    reason: 'company-deleted',
    subscriptionId,
    providerCancel: 'pending',
    providerCancelAttempts: 0,
  };
  await closedBillingRef(adminDb, companyId).set(marker);
  const read = async () =>
    (await closedBillingRef(adminDb, companyId).get()).data() as ClosedBillingDoc;
  return { companyId, subscriptionId, read };
}

describe('retrying cancellations Stripe failed', () => {
  it('waits for the deleting call, then cancels and marks the company done', async () => {
    const now = Date.now();
    const { subscriptionId, read } = await pendingMarker(now - MINUTE);
    behaviour.set(subscriptionId, 'ok');

    // One minute after the deletion, the deleting call may still be at it: not touched.
    await retryProviderCancels(adminDb, { stripe }, now);
    expect(cancelled).not.toContain(subscriptionId);
    expect((await read()).providerCancel).toBe('pending');

    const later = now + PROVIDER_CANCEL_RETRY_AFTER_MS;
    expect(await retryProviderCancels(adminDb, { stripe }, later)).toBeGreaterThanOrEqual(1);
    expect(cancelled).toContain(subscriptionId);
    expect((await read()).providerCancel).toBe('done');
    // Done is done: a later run calls Stripe no more.
    await retryProviderCancels(adminDb, { stripe }, later + MINUTE);
    expect(cancelled.filter((id) => id === subscriptionId)).toHaveLength(1);
  });

  it('counts each failed attempt and hands over to a person after the last', async () => {
    const now = Date.now();
    const { subscriptionId, read } = await pendingMarker(now - PROVIDER_CANCEL_RETRY_AFTER_MS);
    behaviour.set(subscriptionId, 'down');

    await retryProviderCancels(adminDb, { stripe }, now);
    expect(await read()).toMatchObject({ providerCancel: 'pending', providerCancelAttempts: 1 });

    for (let attempt = 2; attempt <= PROVIDER_CANCEL_ATTEMPTS; attempt += 1) {
      await retryProviderCancels(adminDb, { stripe }, now + attempt * 15 * MINUTE);
    }
    expect(await read()).toMatchObject({
      providerCancel: 'failed',
      providerCancelAttempts: PROVIDER_CANCEL_ATTEMPTS,
    });
    // Stripe is back, but a failed one is for a person now: the job leaves it.
    behaviour.set(subscriptionId, 'ok');
    await retryProviderCancels(adminDb, { stripe }, now + DAY);
    expect(cancelled).not.toContain(subscriptionId);
  });

  it('takes a subscription Stripe no longer has as cancelled', async () => {
    const now = Date.now();
    const { subscriptionId, read } = await pendingMarker(now - PROVIDER_CANCEL_RETRY_AFTER_MS);
    behaviour.set(subscriptionId, 'missing');
    await retryProviderCancels(adminDb, { stripe }, now);
    expect((await read()).providerCancel).toBe('done');
  });

  it('has nothing to do without a provider (test mode, payments off)', async () => {
    const { read } = await pendingMarker(Date.now() - DAY);
    expect(await retryProviderCancels(adminDb, { stripe: null }, Date.now())).toBe(0);
    expect((await read()).providerCancel).toBe('pending');
  });
});

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 14)}`;

/** Stripe mode's settings (the key only selects the mode; requests go to the stand-in). */
const stripeConfig = billingConfig({ STRIPE_SECRET_KEY: 'sk_test_standin' });

const liveSnapshot = (companyId: string, subscriptionId: string): SubscriptionSnapshot => ({
  subscriptionId,
  customerId: newId('cus'),
  status: 'active',
  priceId: 'price_team_monthly',
  quantity: 3,
  currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
  cancelAtPeriodEnd: false,
  trialEnd: null,
  companyId,
});

describe('a subscription the deletion did not know of (paid after it, or its webhook late)', () => {
  const deliver = (companyId: string, snapshot: SubscriptionSnapshot, s: Stripe | null) =>
    applySubscription(
      {
        companyId,
        snapshot,
        stamp: Math.floor(Date.now() / 1000),
        event: { id: newId('evt'), type: 'customer.subscription.created', created: 0 },
      },
      { db: adminDb, config: stripeConfig, now: Date.now(), stripe: s },
    );

  it('is cancelled at Stripe when its webhook arrives, and marked done', async () => {
    const { companyId, subscriptionId: known } = await pendingMarker(Date.now() - MINUTE);
    const stray = newId('sub');
    behaviour.set(stray, 'ok');

    const result = await deliver(companyId, liveSnapshot(companyId, stray), stripe);
    expect(result.outcome).toBe('company-deleted');
    expect(cancelled).toContain(stray);
    expect((await strayCancelRef(adminDb, companyId, stray).get()).data()).toMatchObject({
      subscriptionId: stray,
      providerCancel: 'done',
    });
    // The subscription the deletion knew of is its own marker's business, not a stray.
    expect(cancelled).not.toContain(known);
  });

  it('is left pending for the maintenance job when Stripe fails, which then cancels it', async () => {
    const { companyId } = await pendingMarker(Date.now() - MINUTE);
    const stray = newId('sub');
    behaviour.set(stray, 'down');

    await deliver(companyId, liveSnapshot(companyId, stray), stripe);
    const marker = strayCancelRef(adminDb, companyId, stray);
    expect((await marker.get()).get('providerCancel')).toBe('pending');

    behaviour.set(stray, 'ok');
    await retryProviderCancels(adminDb, { stripe }, Date.now() + PROVIDER_CANCEL_RETRY_AFTER_MS);
    expect(cancelled).toContain(stray);
    expect((await marker.get()).get('providerCancel')).toBe('done');
  });

  it('is not a stray when it is the one already cancelled, or has ended', async () => {
    const { companyId, subscriptionId: known } = await pendingMarker(Date.now() - MINUTE);
    const ended = newId('sub');
    await deliver(companyId, liveSnapshot(companyId, known), stripe);
    await deliver(companyId, { ...liveSnapshot(companyId, ended), status: 'canceled' }, stripe);
    expect((await strayCancelRef(adminDb, companyId, known).get()).exists).toBe(false);
    expect((await strayCancelRef(adminDb, companyId, ended).get()).exists).toBe(false);
  });
});

describe('deleting a company expires its unpaid Stripe checkouts', () => {
  it('expires the open, unexpired Stripe checkouts of that company only', async () => {
    const companyId = `gone-${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    const checkout = (id: string, fields: Record<string, unknown>) =>
      checkoutRef(adminDb, id).set({
        companyId,
        mode: 'stripe',
        status: 'open',
        expiresAt: now + DAY,
        ...fields,
      });
    const [open, paid, lapsed, testMode, otherCompany] = [
      newId('cs'),
      newId('cs'),
      newId('cs'),
      newId('cs'),
      newId('cs'),
    ];
    await Promise.all([
      checkout(open, {}),
      checkout(paid, { status: 'complete' }),
      checkout(lapsed, { expiresAt: now - MINUTE }),
      checkout(testMode, { mode: 'test' }),
      checkout(otherCompany, { companyId: 'still-here' }),
    ]);

    // The Stripe session at Stripe; the test-mode one only in Firestore (its page refuses it).
    expect(await expireOpenCheckouts(adminDb, companyId, { stripe, now })).toBe(2);
    expect(expired).toContain(open);
    for (const id of [paid, lapsed, testMode, otherCompany]) expect(expired).not.toContain(id);
    expect((await checkoutRef(adminDb, open).get()).get('status')).toBe('expired');
    expect((await checkoutRef(adminDb, testMode).get()).get('status')).toBe('expired');
    expect((await checkoutRef(adminDb, paid).get()).get('status')).toBe('complete');
    expect((await checkoutRef(adminDb, otherCompany).get()).get('status')).toBe('open');
    // Nothing is left open.
    expect(await expireOpenCheckouts(adminDb, companyId, { stripe: null, now })).toBe(0);
  });
});

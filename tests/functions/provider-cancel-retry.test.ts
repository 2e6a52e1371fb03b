import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closedBillingRef,
  PROVIDER_CANCEL_ATTEMPTS,
  type ClosedBillingDoc,
} from '../../functions/src/services/billing/close-company-billing';
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
let server: Server;
let stripe: Stripe;

beforeAll(async () => {
  server = createServer((req, res) => {
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

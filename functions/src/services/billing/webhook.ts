import { logger } from 'firebase-functions';
import Stripe from 'stripe';
import { creditPromoCode } from '../affiliate/promo-attribution';
import { applyLedgerEvent } from '../affiliate-ledger/apply-event';
import { LEDGER_EVENTS, type LedgerOutcome } from '../affiliate-ledger/ledger-events';
import { applySubscription, recordEvent, type ApplyOutcome } from './apply-subscription';
import type { BillingDeps } from './deps';
import { fulfilCheckout } from './fulfil-checkout';
import { promoOfInvoice } from './provider-promo';
import { companyOfCustomer } from './store';
import {
  snapshotOf,
  stripeCheckoutSessionSchema,
  stripeEventSchema,
  stripeSubscriptionSchema,
} from './stripe-objects';

/** Events that fulfil a checkout (the second: a delayed payment method that has now paid). */
export const CHECKOUT_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
/** Events carrying the subscription's full state (a snapshot), which entitlements follow. */
export const SUBSCRIPTION_EVENTS: ReadonlySet<string> = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

export interface WebhookResponse {
  status: number;
  body: { received: true; outcome: ApplyOutcome | LedgerOutcome | 'unhandled' } | { error: string };
}

const refused = (status: number, error: string): WebhookResponse => ({ status, body: { error } });
const received = (outcome: ApplyOutcome | LedgerOutcome | 'unhandled'): WebhookResponse => ({
  status: 200,
  body: { received: true, outcome },
});

/**
 * One webhook delivery. The signature is verified against the raw body with the webhook secret
 * (a missing, wrong or tampered signature, or one older than the tolerance, is a 400 and changes
 * nothing). A verified event answers 200 even when it is ignored (duplicate, stale, unknown price
 * or company), so Stripe stops retrying; only our own failures (a thrown error: 500) are retried.
 */
export async function handleWebhook(
  request: { rawBody: Buffer | undefined; signature: string | undefined },
  deps: BillingDeps,
): Promise<WebhookResponse> {
  const { config, db, now } = deps;
  if (!config.webhookSecret) {
    logger.error('billing webhook: STRIPE_WEBHOOK_SECRET is not set; every event is refused');
    return refused(503, 'not-configured');
  }
  if (!request.signature) return refused(400, 'missing-signature');
  if (!request.rawBody || request.rawBody.length === 0) return refused(400, 'missing-body');

  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(
      request.rawBody,
      request.signature,
      config.webhookSecret,
      config.webhookToleranceSeconds,
    );
  } catch (error) {
    logger.warn('billing webhook: signature rejected', {
      reason: error instanceof Error ? error.message : String(error),
    });
    return refused(400, 'invalid-signature');
  }
  const parsed = stripeEventSchema.safeParse(verified);
  if (!parsed.success) return refused(400, 'invalid-event');
  const event = parsed.data;
  const ref = { id: event.id, type: event.type, created: event.created };

  if (CHECKOUT_EVENTS.has(event.type)) {
    const session = stripeCheckoutSessionSchema.safeParse(event.data.object);
    if (!session.success) return refused(400, 'invalid-event');
    if (session.data.mode !== 'subscription') {
      return received(await recordEvent(db, ref, 'ignored', null, now));
    }
    const result = await fulfilCheckout(session.data.id, deps, { event: ref });
    return received(result.outcome ?? 'ignored');
  }

  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = stripeSubscriptionSchema.safeParse(event.data.object);
    if (!subscription.success) return refused(400, 'invalid-event');
    const snapshot = snapshotOf(subscription.data);
    const companyId = snapshot.companyId ?? (await companyOfCustomer(db, snapshot.customerId));
    if (!companyId) {
      logger.warn('billing webhook: a subscription of no company we know', {
        eventId: event.id,
        subscriptionId: snapshot.subscriptionId,
        customerId: snapshot.customerId,
      });
      return received(await recordEvent(db, ref, 'unknown-company', null, now));
    }
    const result = await applySubscription(
      { companyId, snapshot, stamp: event.created, event: ref },
      deps,
    );
    return received(result.outcome);
  }

  // Affiliate commissions (paid invoices) and their reversals (refunds, disputes).
  if (LEDGER_EVENTS.has(event.type)) {
    // A subscription bought with a promo code names it on every invoice; Stripe may deliver the
    // first paid one before the checkout's completion, so the code refers the company here too.
    const promo = event.type.startsWith('invoice.') ? promoOfInvoice(event.data.object) : null;
    if (promo) await creditPromoCode({ ...promo, buyerUid: null }, { db, now });
    const outcome = await applyLedgerEvent(event, deps);
    return outcome ? received(outcome) : refused(400, 'invalid-event');
  }

  return received('unhandled');
}

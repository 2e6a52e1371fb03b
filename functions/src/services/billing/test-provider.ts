import type { Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import type { PromoDiscount } from '../../contracts/affiliate-promo-code-format';
import type { BillingInterval } from '../../contracts/billing';
import { companyConverter, companyRef } from '../companies/store';
import type { BillingConfig } from './config';
import { isTerminal } from './entitlements';
import {
  checkoutDocSchema,
  checkoutRef,
  parsePlan,
  planForPrice,
  plansRef,
  portalSessionConverter,
  portalSessionRef,
  randomId,
  subscriptionConverter,
  subscriptionRef,
  type CheckoutDoc,
  type PortalSessionDoc,
  type StoredPlan,
  type SubscriptionDoc,
  type SubscriptionSnapshot,
} from './store';
import { subscriptionObjectOf } from './stripe-objects';

/**
 * Test mode's stand-in for Stripe: it keeps its "provider side" in billingCheckouts (the
 * checkout, then the subscription it created) and reports every change as the event Stripe would
 * send, signed with the webhook secret and posted to the real webhook. So test purchases take the
 * very code path real ones do.
 */

export interface TestEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: Record<string, unknown> };
}

export function testEvent(
  type: string,
  object: Record<string, unknown>,
  createdSeconds: number,
): TestEvent {
  return {
    id: randomId('evt_test'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: createdSeconds,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The end of a billing period that starts at `from` (calendar month or year, UTC). */
export function addPeriod(from: number, interval: BillingInterval): number {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + (interval === 'month' ? 1 : 12));
  // Jan 31 + 1 month is Feb 28 (or 29), as Stripe bills it, not Mar 3.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type TestPayResult =
  | { kind: 'paid'; checkout: CheckoutDoc; events: TestEvent[] }
  | { kind: 'already-paid'; checkout: CheckoutDoc }
  | { kind: 'expired' | 'not-found' };

/** The checkout object Stripe sends with checkout.session.completed. */
function checkoutObject(id: string, checkout: CheckoutDoc, snapshot: SubscriptionSnapshot) {
  return {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: snapshot.status === 'trialing' ? 'no_payment_required' : 'paid',
    client_reference_id: checkout.companyId,
    customer: snapshot.customerId,
    subscription: snapshot.subscriptionId,
    metadata: {
      companyId: checkout.companyId,
      planId: checkout.planId,
      ...(checkout.promoCode ? { promoCode: checkout.promoCode } : {}),
    },
    livemode: false,
  };
}

/** The promo code the test page was paid with, and its discount. */
export interface TestPromo {
  code: string;
  discount: PromoDiscount | null;
}

/**
 * "Pay (test)": the stand-in provider marks the checkout paid and creates the subscription
 * (trialing when the checkout has a trial, else active), and returns the events Stripe would send
 * for it: checkout.session.completed, then customer.subscription.created. Paying twice pays once.
 */
export async function payTestCheckout(
  db: Firestore,
  sessionId: string,
  now: number,
  promo: TestPromo | null = null,
): Promise<TestPayResult> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(checkoutRef(db, sessionId));
    const parsed = checkoutDocSchema.safeParse(snap.data());
    if (!snap.exists || !parsed.success || parsed.data.mode !== 'test') {
      return { kind: 'not-found' };
    }
    const checkout = parsed.data;
    if (checkout.status === 'complete') return { kind: 'already-paid', checkout };
    if (checkout.status !== 'open' || now >= checkout.expiresAt) return { kind: 'expired' };

    // Stripe's times are whole seconds: the events carry them so, and so does this record.
    const at = Math.floor(now / 1000) * 1000;
    const trialEnd = checkout.trialDays > 0 ? at + checkout.trialDays * DAY_MS : null;
    const snapshot: SubscriptionSnapshot = {
      subscriptionId: randomId('sub_test'),
      customerId: checkout.customerId ?? randomId('cus_test'),
      status: trialEnd ? 'trialing' : 'active',
      priceId: checkout.priceId,
      quantity: checkout.seats,
      currentPeriodEnd: trialEnd ?? addPeriod(at, checkout.interval),
      cancelAtPeriodEnd: false,
      trialEnd,
      companyId: checkout.companyId,
    };
    const paid: CheckoutDoc = {
      ...checkout,
      status: 'complete',
      completedAt: at,
      customerId: snapshot.customerId,
      subscription: snapshot,
      promoCode: promo?.code ?? null,
      discount: promo?.discount ?? null,
    };
    tx.set(snap.ref, paid);
    const created = Math.floor(now / 1000);
    return {
      kind: 'paid',
      checkout: paid,
      events: [
        testEvent('checkout.session.completed', checkoutObject(sessionId, paid, snapshot), created),
        testEvent(
          'customer.subscription.created',
          subscriptionObjectOf(snapshot, checkout.planId),
          created,
        ),
      ],
    };
  });
}

/** Where test mode posts its events: BILLING_WEBHOOK_URL, else the emulator hub says. */
export async function resolveWebhookUrl(
  config: Pick<BillingConfig, 'webhookUrl' | 'emulatorHub' | 'projectId'>,
): Promise<string> {
  if (config.webhookUrl) return config.webhookUrl;
  if (config.emulatorHub && config.projectId) {
    const response = await fetch(`http://${config.emulatorHub}/emulators`);
    const emulators = (await response.json()) as { functions?: { host: string; port: number } };
    if (emulators.functions) {
      const { host, port } = emulators.functions;
      return `http://${host}:${port}/${config.projectId}/us-central1/billingWebhook`;
    }
  }
  throw new Error('Set BILLING_WEBHOOK_URL: test mode cannot tell where the billing webhook is.');
}

/**
 * Posts each event to the webhook, one after another, signed as Stripe signs (the
 * `Stripe-Signature` header over the exact body). Throws on any answer but 2xx.
 */
export async function sendSignedEvents(
  events: TestEvent[],
  target: { url: string; secret: string },
): Promise<void> {
  for (const event of events) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret });
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    if (!response.ok) {
      throw new Error(
        `The billing webhook answered ${response.status} to ${event.type}: ${await response.text()}`,
      );
    }
  }
}

export type PortalChange =
  | { kind: 'seats'; seats: number }
  | { kind: 'plan'; priceId: string }
  | { kind: 'cancel-at-period-end' }
  | { kind: 'resume' }
  | { kind: 'cancel-now' }
  | { kind: 'payment-fails' }
  | { kind: 'payment-succeeds' };

export interface TestPortal {
  session: PortalSessionDoc;
  companyName: string;
  subscription: SubscriptionDoc;
  /** Active plans with a price: what the subscription may switch to. */
  plans: StoredPlan[];
}

/** The portal session and what its page shows, or null when it does not exist or expired. */
export async function readTestPortal(
  db: Firestore,
  portalId: string,
  now: number,
): Promise<TestPortal | null> {
  const session = (
    await portalSessionRef(db, portalId).withConverter(portalSessionConverter).get()
  ).data();
  if (!session || now >= session.expiresAt) return null;
  const [companySnap, subscriptionSnap, plansSnap] = await Promise.all([
    companyRef(db, session.companyId).withConverter(companyConverter).get(),
    subscriptionRef(db, session.companyId).withConverter(subscriptionConverter).get(),
    plansRef(db).get(),
  ]);
  const company = companySnap.data();
  const subscription = subscriptionSnap.data();
  if (!company || !subscription) return null;
  return {
    session,
    companyName: company.name,
    subscription,
    plans: plansSnap.docs
      .map((d) => parsePlan(d.id, d.data()))
      .filter((p) => p !== null)
      .filter((p) => p.plan.active && (p.plan.prices.month || p.plan.prices.year))
      .sort((a, b) => a.plan.order - b.plan.order),
  };
}

/** A refusal the portal page shows as it is. */
export class PortalChangeError extends Error {}

/**
 * What Stripe's portal (or Stripe itself, for the simulated payments) would do to the
 * subscription, as the event it would send. The company's mirror is the provider's state here.
 */
export function portalChangeEvent(
  portal: TestPortal,
  change: PortalChange,
  now: number,
): TestEvent {
  const current = portal.subscription;
  if (isTerminal(current.status)) {
    throw new PortalChangeError(
      'This subscription has ended. Start a new one on the pricing page.',
    );
  }
  const next: SubscriptionSnapshot = {
    subscriptionId: current.subscriptionId,
    customerId: current.customerId,
    status: current.status,
    priceId: current.priceId,
    quantity: current.seats,
    currentPeriodEnd: current.currentPeriodEnd,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    trialEnd: current.trialEnd,
    companyId: portal.session.companyId,
  };
  const plan = planForPrice(portal.plans, current.priceId);
  let type = 'customer.subscription.updated';
  switch (change.kind) {
    case 'seats': {
      const limit = plan?.plan.limits.seats ?? Infinity;
      if (!Number.isInteger(change.seats) || change.seats < 1 || change.seats > limit) {
        throw new PortalChangeError(`Choose between 1 and ${limit} seats.`);
      }
      next.quantity = change.seats;
      break;
    }
    case 'plan': {
      const target = planForPrice(portal.plans, change.priceId);
      if (!target) throw new PortalChangeError('Choose one of the plans listed.');
      if (next.quantity > target.plan.limits.seats) {
        throw new PortalChangeError(
          `The ${target.plan.name} plan allows at most ${target.plan.limits.seats} seats; lower the seats first.`,
        );
      }
      next.priceId = change.priceId;
      break;
    }
    case 'cancel-at-period-end':
      next.cancelAtPeriodEnd = true;
      break;
    case 'resume':
      next.cancelAtPeriodEnd = false;
      break;
    case 'cancel-now':
      next.status = 'canceled';
      type = 'customer.subscription.deleted';
      break;
    case 'payment-fails':
      if (next.status !== 'active' && next.status !== 'trialing') {
        throw new PortalChangeError('Only an active or trialing subscription can fail a payment.');
      }
      next.status = 'past_due';
      break;
    case 'payment-succeeds':
      next.status = 'active';
      next.currentPeriodEnd = addPeriod(now, current.interval ?? 'month');
      break;
  }
  return testEvent(type, subscriptionObjectOf(next, current.planId), Math.floor(now / 1000));
}

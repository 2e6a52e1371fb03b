import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Entitlements, SubscriptionStatus } from '@contracts/billing';
import { TEST_WEBHOOK_SECRET } from '../../functions/src/services/billing/config';
import { seedPlans } from '../../scripts/lib/plans';
import { adminDb as db } from './companies';
import { functionsUrl } from './env';

export const webhookUrl = () => `${functionsUrl()}/billingWebhook`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY_S = 24 * 60 * 60;
export const daysAgo = (days: number) => nowSeconds() - Math.round(days * DAY_S);

/** The demo catalogue (free, team, business) with test mode's price ids. */
export const seedTestPlans = () => seedPlans(db, {});

/** A company document as the functions write it, without members (the webhook needs none). */
export async function bareCompany(name = 'Billing Co'): Promise<string> {
  const id = `bill-${randomUUID().slice(0, 12)}`;
  await db.doc(`companies/${id}`).set({
    name,
    slug: id,
    logoUrl: null,
    website: null,
    ownerUid: 'nobody',
    memberCount: 1,
    createdAt: Date.now(),
    updatedAt: Date.now(),
  });
  return id;
}

export interface SubscriptionFields {
  companyId: string | null;
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string;
  quantity: number;
  /** Seconds. */
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
}

/** A subscription object as Stripe sends it (API 2025-03-31 and later: period end on the item). */
export function subscriptionObject(fields: SubscriptionFields) {
  return {
    id: fields.subscriptionId,
    object: 'subscription',
    customer: fields.customerId,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd,
    trial_end: null,
    livemode: false,
    metadata: fields.companyId ? { companyId: fields.companyId, planId: 'team' } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.subscriptionId}`,
          object: 'subscription_item',
          price: { id: fields.priceId, object: 'price' },
          quantity: fields.quantity,
          current_period_end: fields.periodEnd,
        },
      ],
    },
  };
}

export function stripeEvent(type: string, object: unknown, created: number, id?: string) {
  return {
    id: id ?? `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    type,
    data: { object },
  };
}

/**
 * Posts a body to the webhook the way Stripe does: `Stripe-Signature` computed over the exact
 * body with the webhook secret. `tamper` changes the body after signing.
 */
export async function postEvent(
  event: unknown,
  options: {
    secret?: string;
    timestamp?: number;
    signature?: string | null;
    tamper?: (body: string) => string;
  } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? TEST_WEBHOOK_SECRET,
          ...(options.timestamp ? { timestamp: options.timestamp } : {}),
        })
      : options.signature;
  const response = await fetch(webhookUrl(), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { 'Stripe-Signature': signature }),
    },
    body: options.tamper ? options.tamper(payload) : payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function entitlementsOf(companyId: string): Promise<Entitlements | undefined> {
  return (await db.doc(`companies/${companyId}`).get()).get('entitlements') as
    Entitlements | undefined;
}

export async function subscriptionOf(companyId: string) {
  return (await db.doc(`companies/${companyId}/billing/subscription`).get()).data();
}

export async function eventRecord(eventId: string) {
  return (await db.doc(`billingEvents/${eventId}`).get()).data();
}

import { randomBytes } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import {
  BILLING_INTERVALS,
  billingIntervalSchema,
  subscriptionStatusSchema,
  planDocSchema,
  type BillingInterval,
  type PlanDoc,
  type SubscriptionStatus,
} from '../../contracts/billing';
import { billingHistoryEntrySchema } from '../../contracts/admin-billing';
import { promoDiscountSchema } from '../../contracts/affiliate-promo-codes';
import { zodConverter } from '../../lib/converters';
import { companyRef } from '../companies/store';

/** Collection names of billing, in one place. */
export const billingCollections = {
  plans: 'plans',
  /** Processed webhook event ids (a repeated delivery changes nothing). Nobody reads them. */
  events: 'billingEvents',
  /** Every checkout we started: whose, what, and (test mode) the stand-in provider's state. */
  checkouts: 'billingCheckouts',
  /** Test mode's customer portal sessions. */
  portalSessions: 'billingPortalSessions',
  /** companies/{cid}/billing/subscription */
  billing: 'billing',
  /** companies/{cid}/billingHistory/{id}: the company's billing events, for super admins. */
  history: 'billingHistory',
} as const;

export const plansRef = (db: Firestore) => db.collection(billingCollections.plans);
export const planRef = (db: Firestore, planId: string) => plansRef(db).doc(planId);
export const eventRef = (db: Firestore, eventId: string) =>
  db.collection(billingCollections.events).doc(eventId);
export const checkoutsRef = (db: Firestore) => db.collection(billingCollections.checkouts);
export const checkoutRef = (db: Firestore, sessionId: string) => checkoutsRef(db).doc(sessionId);
export const portalSessionRef = (db: Firestore, id: string) =>
  db.collection(billingCollections.portalSessions).doc(id);
export const subscriptionRef = (db: Firestore, companyId: string) =>
  companyRef(db, companyId).collection(billingCollections.billing).doc('subscription');

/** The company whose subscription mirror holds this Stripe customer (events without metadata). */
export async function companyOfCustomer(db: Firestore, customerId: string): Promise<string | null> {
  const snap = await db
    .collectionGroup(billingCollections.billing)
    .where('customerId', '==', customerId)
    .limit(1)
    .get();
  return snap.docs[0]?.ref.parent.parent?.id ?? null;
}

export const historyRef = (db: Firestore, companyId: string, id: string) =>
  companyRef(db, companyId).collection(billingCollections.history).doc(id);

/**
 * companies/{cid}/billingHistory/{id}: one billing event of the company as applied (a webhook
 * delivery, a checkout sync, an admin's complimentary grant). Kept; super admins read it.
 */
export const billingHistoryDocSchema = billingHistoryEntrySchema.omit({ id: true }).extend({
  /** The provider event's `created` (s), when there is one. */
  created: z.number().nullable(),
});
export type BillingHistoryDoc = z.infer<typeof billingHistoryDocSchema>;

/** A history entry as the admin page reads it: every field may be missing (older entries). */
export const billingHistoryConverter = zodConverter(
  billingHistoryDocSchema.partial(),
  'billing history entry',
);

export interface StoredPlan {
  id: string;
  plan: PlanDoc;
}

/** The plan in `data`, or null (logged) for a document that is not a usable plan. */
export function parsePlan(id: string, data: unknown): StoredPlan | null {
  const parsed = planDocSchema.safeParse(data);
  if (parsed.success) return { id, plan: parsed.data };
  logger.error('a plan document is malformed and was skipped', { planId: id });
  return null;
}

/** Every plan (active or not: a company may still be on a retired one), optionally in a transaction. */
export async function readPlans(db: Firestore, tx?: Transaction): Promise<StoredPlan[]> {
  const snap = tx ? await tx.get(plansRef(db)) : await plansRef(db).get();
  return snap.docs.map((d) => parsePlan(d.id, d.data())).filter((p) => p !== null);
}

export interface PlanMatch extends StoredPlan {
  interval: BillingInterval;
}

/**
 * The plan and interval a provider price id belongs to, or null for a price we do not sell. Should
 * two plans name one price (a retired plan copied into a new one), the active one wins.
 */
export function planForPrice(plans: StoredPlan[], priceId: string | null): PlanMatch | null {
  if (!priceId) return null;
  const activeFirst = [...plans].sort(
    (a, b) => Number(b.plan.active) - Number(a.plan.active) || a.plan.order - b.plan.order,
  );
  for (const stored of activeFirst) {
    for (const interval of BILLING_INTERVALS) {
      if (stored.plan.prices[interval]?.providerPriceId === priceId) {
        return { ...stored, interval };
      }
    }
  }
  return null;
}

/**
 * The provider's subscription, reduced to what entitlements need. Times are ms. Built from a
 * webhook event, from a retrieved Stripe object, or by test mode's stand-in provider.
 */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  quantity: number;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: number | null;
  /** metadata.companyId, set at checkout (subscription_data.metadata). */
  companyId: string | null;
}

export const subscriptionSnapshotSchema = z.object({
  subscriptionId: z.string(),
  customerId: z.string(),
  status: subscriptionStatusSchema,
  priceId: z.string().nullable(),
  quantity: z.number().int().min(0),
  currentPeriodEnd: z.number().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.number().nullable(),
  companyId: z.string().nullable(),
}) satisfies z.ZodType<SubscriptionSnapshot>;

/** companies/{cid}/billing/subscription: the company's mirror of its provider subscription. */
export const subscriptionDocSchema = z.object({
  customerId: z.string(),
  subscriptionId: z.string(),
  status: subscriptionStatusSchema,
  priceId: z.string().nullable(),
  planId: z.string().nullable(),
  /** Kept here so members can name a plan that is no longer offered (plans are read when active). */
  planName: z.string().nullable(),
  interval: billingIntervalSchema.nullable(),
  seats: z.number(),
  currentPeriodEnd: z.number().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.number().nullable(),
  /** When the subscription last became past_due (ms); the grace period counts from here. */
  pastDueSince: z.number().nullable(),
  /** `created` (s) of the newest event or snapshot applied: anything older is ignored. */
  lastEventCreated: z.number(),
  updatedAt: z.number(),
});
export type SubscriptionDoc = z.infer<typeof subscriptionDocSchema>;

export const subscriptionConverter = zodConverter(subscriptionDocSchema, 'subscription mirror');

export const checkoutStatusSchema = z.enum(['open', 'complete', 'expired']);

/** billingCheckouts/{sessionId}: a checkout we started. Closed to clients. */
export const checkoutDocSchema = z.object({
  companyId: z.string(),
  planId: z.string(),
  planName: z.string(),
  interval: billingIntervalSchema,
  seats: z.number().int().positive(),
  priceId: z.string(),
  /** Per seat, smallest currency unit. */
  amount: z.number(),
  currency: z.string(),
  trialDays: z.number().int().min(0),
  createdBy: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  mode: z.enum(['stripe', 'test']),
  status: checkoutStatusSchema,
  /** Set once the checkout's subscription is applied to the company (webhook or syncCheckout). */
  fulfilledAt: z.number().nullable(),
  /** Test mode: the stand-in provider's customer and subscription once paid. */
  customerId: z.string().nullable(),
  completedAt: z.number().nullable(),
  subscription: subscriptionSnapshotSchema.nullable(),
  /**
   * The affiliate promo code it was bought with (null: none; absent on older records): given
   * in the app, or (test mode) typed on the test checkout page, which records it when paid.
   */
  promoCode: z.string().nullable().default(null),
  /** The code's discount as given at checkout; test mode applies it to the invoices. */
  discount: promoDiscountSchema.nullable().default(null),
});
export type CheckoutDoc = z.infer<typeof checkoutDocSchema>;

/** billingPortalSessions/{id}: test mode's portal link for one company. Closed to clients. */
export const portalSessionDocSchema = z.object({
  companyId: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type PortalSessionDoc = z.infer<typeof portalSessionDocSchema>;

export const portalSessionConverter = zodConverter(
  portalSessionDocSchema,
  'billing portal session',
);

export type EventOutcome =
  | 'applied'
  | 'unchanged'
  | 'stale'
  | 'unknown-price'
  | 'unknown-company'
  /** For a company deleted since: its billing was closed with it (close-company-billing.ts). */
  | 'company-deleted'
  | 'unknown-checkout'
  | 'other-subscription'
  | 'ignored';

/** billingEvents/{eventId}: one processed delivery. Closed to clients. */
export interface BillingEventDoc {
  type: string;
  created: number;
  companyId: string | null;
  outcome: EventOutcome;
  processedAt: number;
  /** TTL field (a TTL policy on it deletes the record once Stripe has long stopped retrying). */
  expireAt: Date;
}

/** Stripe retries a failed delivery for up to three days; a record is kept well beyond that. */
export const EVENT_RECORD_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** A provider-style id (`cs_test_…`, `sub_test_…`): 24 random bytes, hex. */
export const randomId = (prefix: string) => `${prefix}_${randomBytes(24).toString('hex')}`;

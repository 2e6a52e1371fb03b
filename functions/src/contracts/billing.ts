import { z } from 'zod';
import { operation, operations } from './operation';
import { COMPLIMENTARY_STATUS, FREE_PLAN_ID, grantsPlan } from './plan-grants';

export { COMPLIMENTARY_STATUS, FREE_PLAN_ID, grantsPlan };

/**
 * Plans, subscriptions and entitlements: the shared contract of `billingOperations` and the
 * documents the app reads directly. Billing belongs to a company; the price is per seat.
 */

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

const planPriceSchema = z.object({ amount: z.number().int().min(0), providerPriceId: z.string() });

/**
 * plans/{planId}: everyone reads active plans; only functions (and the seed) write them. What a
 * plan document must hold to be used: the functions skip (and log) a plan that does not.
 */
export const planDocSchema = z.object({
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** Seats a company on this plan may have at most (members plus pending email invitations). */
  limits: z.object({ seats: z.number().int().positive() }),
  /** Per seat, in the currency's smallest unit (cents). Null prices: the free plan. */
  prices: z.object({ month: planPriceSchema.nullable(), year: planPriceSchema.nullable() }),
  currency: z.string(),
  trialDays: z.number().int().min(0),
  active: z.boolean(),
  order: z.number(),
});
export type PlanDoc = z.infer<typeof planDocSchema>;

/** Subscription statuses as the payment provider reports them (Stripe's list). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Every `Entitlements.status`: the provider's statuses, the free plan and a complimentary grant. */
export const ENTITLEMENT_STATUSES = [
  ...SUBSCRIPTION_STATUSES,
  'free',
  COMPLIMENTARY_STATUS,
] as const;

/**
 * companies/{companyId}.entitlements: what the company may use now, derived from its
 * subscription by the webhook. Absent: the free plan. Members read it (the company document).
 */
export interface Entitlements {
  planId: string;
  status: SubscriptionStatus | 'free' | typeof COMPLIMENTARY_STATUS;
  seats: number;
  interval: BillingInterval | null;
  /** ms; null on the free plan. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /**
   * past_due keeps the plan until this time (ms), then falls back to free; a complimentary grant
   * ends at this time too.
   */
  graceUntil: number | null;
  updatedAt: number;
  /**
   * Monthly recurring revenue in cents: price per seat × seats (a yearly price / 12), 0 when
   * free, trialing, complimentary or past its grace. Absent on entitlements written before it.
   */
  mrrCents?: number;
}

/**
 * Monthly recurring revenue of `seats` seats at `amount` cents per seat per `interval`, in whole
 * cents: a yearly price counts / 12.
 */
export function monthlyRevenueCents(
  amount: number,
  interval: BillingInterval,
  seats: number,
): number {
  return Math.round((amount * seats) / (interval === 'year' ? 12 : 1));
}

const companyId = z.string().min(1).max(128);

export const entitlementsSchema = z.object({
  planId: z.string(),
  status: z.enum(ENTITLEMENT_STATUSES),
  seats: z.number(),
  interval: billingIntervalSchema.nullable(),
  currentPeriodEnd: z.number().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceUntil: z.number().nullable(),
  updatedAt: z.number(),
  mrrCents: z.number().optional(),
});

/**
 * createCheckout and openPortal: where to send the browser. With Stripe keys, Stripe's page; in
 * test mode (no keys, emulators) a path on the app's own origin (`/api/test-checkout?…`).
 */
const redirectAnswer = z.object({ url: z.string() });

/** `billingOperations`: roles are read in each action's transaction. */
export const billingOperations = operations({
  /** Owner or admin of the company: a checkout for `seats` seats of the plan. */
  createCheckout: operation({
    input: z.object({
      companyId,
      planId: z.string().min(1).max(64),
      interval: billingIntervalSchema,
      seats: z.number().int().min(1).max(1000),
      /**
       * An affiliate's promo code as typed (affiliate-promo-codes.ts): normalised and checked by
       * the service, which refuses an unknown or inactive one at this field. Not parsed here, so
       * this contract, which many pages load, does not carry the promo codes' schemas.
       */
      promoCode: z.string().max(100).optional(),
    }),
    output: redirectAnswer,
    errors: ['planNotOffered'],
    access: 'signedIn',
  }),
  /** Owner or admin: the provider's customer portal (plan, seats, payment method, cancel). */
  openPortal: operation({
    input: z.object({ companyId }),
    output: redirectAnswer,
    errors: ['noSubscription'],
    access: 'signedIn',
  }),
  /**
   * Member of the company: after returning from checkout, applies that checkout if the webhook
   * has not yet (idempotent either way), and answers with the company's entitlements (null
   * while the payment is still being confirmed).
   */
  syncCheckout: operation({
    input: z.object({ companyId, checkoutSessionId: z.string().min(1).max(255) }),
    output: z.object({ entitlements: entitlementsSchema.nullable(), settled: z.boolean() }),
    errors: ['checkoutExpired'],
    access: 'signedIn',
  }),
});

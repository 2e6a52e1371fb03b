import { z } from 'zod';
import { subscriptionStatusSchema } from '../../contracts/billing';
import type { SubscriptionSnapshot } from './store';

/**
 * The few fields we read from Stripe's objects, parsed with zod rather than trusted: events are
 * signed, but a payload of another API version or a hand-made test event must fail loudly, never
 * half-apply. Both API generations are read (period end on the item since 2025-03-31, on the
 * subscription before).
 */
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const metadata = z.record(z.string(), z.string()).nullish();

export const stripeSubscriptionSchema = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  customer: idOf,
  status: subscriptionStatusSchema,
  cancel_at_period_end: z.boolean().default(false),
  current_period_end: z.number().nullish(),
  trial_end: z.number().nullish(),
  quantity: z.number().nullish(),
  metadata,
  items: z.object({
    data: z
      .array(
        z.object({
          price: z.object({ id: z.string() }),
          quantity: z.number().nullish(),
          current_period_end: z.number().nullish(),
        }),
      )
      .min(1),
  }),
});
export type StripeSubscriptionObject = z.input<typeof stripeSubscriptionSchema>;

export const stripeCheckoutSessionSchema = z.object({
  id: z.string(),
  object: z.literal('checkout.session'),
  mode: z.string(),
  status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  metadata,
  subscription: z.union([z.string(), stripeSubscriptionSchema]).nullish(),
  /** The coupon or promotion code applied (given at creation, or typed on Stripe's page). */
  discounts: z
    .array(z.object({ coupon: idOf.nullish(), promotion_code: idOf.nullish() }))
    .nullish(),
});
export type StripeCheckoutSession = z.output<typeof stripeCheckoutSessionSchema>;

export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('event'),
  type: z.string(),
  /** Seconds. */
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});
export type StripeEventEnvelope = z.output<typeof stripeEventSchema>;

const seconds = (value: number | null | undefined) => (value ? value * 1000 : null);

/** A Stripe subscription (already parsed) as the snapshot entitlements are computed from. */
export function snapshotOf(
  subscription: z.output<typeof stripeSubscriptionSchema>,
): SubscriptionSnapshot {
  const [item] = subscription.items.data;
  return {
    subscriptionId: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    priceId: item?.price.id ?? null,
    quantity: item?.quantity ?? subscription.quantity ?? 1,
    currentPeriodEnd: seconds(item?.current_period_end ?? subscription.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: seconds(subscription.trial_end),
    companyId: subscription.metadata?.companyId ?? null,
  };
}

/** The same snapshot as a Stripe subscription object (test mode builds its events with this). */
export function subscriptionObjectOf(
  snapshot: SubscriptionSnapshot,
  planId: string | null,
): Record<string, unknown> {
  const toSeconds = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));
  return {
    id: snapshot.subscriptionId,
    object: 'subscription',
    customer: snapshot.customerId,
    status: snapshot.status,
    cancel_at_period_end: snapshot.cancelAtPeriodEnd,
    trial_end: toSeconds(snapshot.trialEnd),
    livemode: false,
    metadata: {
      ...(snapshot.companyId ? { companyId: snapshot.companyId } : {}),
      ...(planId ? { planId } : {}),
    },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${snapshot.subscriptionId.replace(/^sub_/, '')}`.slice(0, 40),
          object: 'subscription_item',
          price: { id: snapshot.priceId ?? '', object: 'price' },
          quantity: snapshot.quantity,
          current_period_end: toSeconds(snapshot.currentPeriodEnd),
        },
      ],
    },
  };
}

import { z } from 'zod';
import {
  BILLING_INTERVALS,
  billingIntervalSchema,
  ENTITLEMENT_STATUSES,
  type BillingInterval,
  type PlanDoc,
} from './billing';
import { operation, operations } from './operation';

/**
 * `adminBillingOperations`: the plan catalogue and every company's subscription, for super admins.
 * Plans are `plans/{planId}` (`PlanDoc`); subscriptions are read from `companies/{cid}.entitlements`.
 */

export const planIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use lowercase letters, digits, - and _.');

const priceSchema = z.object({
  /** Per seat, in cents. */
  amount: z.number().int().min(0).max(10_000_000),
  /** The payment provider's price id (Stripe `price_…`); may be empty in test mode. */
  providerPriceId: z.string().trim().max(255),
});

/** A plan as the editor sends it: `PlanDoc` with the id. */
export const planInputSchema = z.object({
  planId: planIdSchema,
  name: z.string().trim().min(1, 'Give the plan a name.').max(80),
  description: z.string().trim().max(500),
  features: z.array(z.string().trim().min(1).max(200)).max(30),
  limits: z.object({ seats: z.number().int().min(1).max(100_000) }),
  prices: z.object({ month: priceSchema.nullable(), year: priceSchema.nullable() }),
  currency: z
    .string()
    .trim()
    .regex(/^[a-z]{3}$/, 'A three-letter currency code, e.g. usd.'),
  trialDays: z.number().int().min(0).max(365),
  active: z.boolean(),
  order: z.number().int().min(0).max(1000),
});
export type PlanInput = z.infer<typeof planInputSchema>;

export interface PlanProblem {
  path: string;
  message: string;
}

/**
 * What makes a plan unsellable, before it is saved (pure; the service and the editor both ask).
 * With real provider keys (`stripe` mode) every price needs a provider price id, and a changed
 * amount needs a new one (a provider price cannot change its amount).
 */
export function planProblems(
  next: Pick<PlanDoc, 'prices'>,
  before: Pick<PlanDoc, 'prices'> | null,
  mode: 'stripe' | 'test' | 'off',
): PlanProblem[] {
  const problems: PlanProblem[] = [];
  if (mode !== 'stripe') return problems;
  for (const interval of BILLING_INTERVALS) {
    const price = next.prices[interval];
    if (!price) continue;
    const path = `prices.${interval}.providerPriceId`;
    if (price.amount > 0 && !price.providerPriceId.trim()) {
      problems.push({
        path,
        message: `A paid plan needs the payment provider's ${INTERVAL_NAME[interval]} price id.`,
      });
      continue;
    }
    const old = before?.prices[interval];
    if (old && old.providerPriceId === price.providerPriceId && old.amount !== price.amount) {
      problems.push({
        path,
        message: `The ${INTERVAL_NAME[interval]} amount changed: create a new price with the payment provider and enter its id.`,
      });
    }
  }
  return problems;
}

const INTERVAL_NAME: Record<BillingInterval, string> = { month: 'monthly', year: 'yearly' };

/** A price id test mode makes up for a price left without one (the seed's pattern). */
export const testPriceId = (planId: string, interval: BillingInterval) =>
  `price_${planId}_${interval === 'month' ? 'monthly' : 'yearly'}`;

export const adminPlanSchema = planInputSchema.extend({
  /** How many companies' entitlements name this plan (retired plans keep theirs). */
  subscribers: z.number().int().min(0),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const SUBSCRIPTION_SORTS = ['name', 'createdAt', 'mrr'] as const;
export const subscriptionSortSchema = z.enum(SUBSCRIPTION_SORTS);
export type SubscriptionSort = z.infer<typeof subscriptionSortSchema>;

export const subscriptionRowSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  ownerUid: z.string(),
  createdAt: z.number().nullable(),
  planId: z.string(),
  status: z.enum(ENTITLEMENT_STATUSES),
  /** Whether the entitlements grant their plan right now (grace and complimentary end by time). */
  granted: z.boolean(),
  seatsUsed: z.number(),
  seatsPaid: z.number().nullable(),
  interval: billingIntervalSchema.nullable(),
  currentPeriodEnd: z.number().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceUntil: z.number().nullable(),
  mrrCents: z.number(),
  hasSubscription: z.boolean(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const billingHistoryEntrySchema = z.object({
  id: z.string(),
  /** The provider event type (`customer.subscription.updated`) or `admin.complimentary`. */
  type: z.string(),
  outcome: z.string(),
  status: z.string().nullable(),
  planId: z.string().nullable(),
  seats: z.number().nullable(),
  interval: billingIntervalSchema.nullable(),
  mrrCents: z.number().nullable(),
  /** ms */
  at: z.number(),
  /** The super admin who acted (grants); null for the provider's events. */
  actor: z.string().nullable(),
});
export type BillingHistoryEntry = z.infer<typeof billingHistoryEntrySchema>;

/**
 * Dunning: a failed payment's case, `billingDunningCases/{companyId}_{pastDueSince}`, opened by
 * the webhook when a subscription becomes past_due and closed when it pays again (`recovered`)
 * or ends (`lost`). The owner and admins are mailed on these days of the grace period (7: its
 * last day).
 */
export const DUNNING_MARKS = [0, 3, 7] as const;
export type DunningMark = (typeof DUNNING_MARKS)[number];
export const dunningMarkSchema = z.union([z.literal(0), z.literal(3), z.literal(7)]);
export const DUNNING_CASE_STATUSES = ['open', 'recovered', 'lost'] as const;
export const dunningCaseStatusSchema = z.enum(DUNNING_CASE_STATUSES);

/** An open case as the past-due queue lists it. */
export const pastDueCaseSchema = z.object({
  caseId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  planId: z.string(),
  planName: z.string(),
  /** The monthly amount at risk, in the currency's minor unit. */
  amountCents: z.number(),
  currency: z.string(),
  /** When the first payment failed (ms). */
  startedAt: z.number(),
  /** When the plan ends unless a payment goes through (ms). */
  graceUntil: z.number(),
  /** Whole days since the failure (0 on the day it failed). */
  day: z.number().int().min(0),
  mailsSent: z.array(dunningMarkSchema),
});
export type PastDueCase = z.infer<typeof pastDueCaseSchema>;

/** One currency's sum; amounts of different currencies are never added together. */
export const currencyTotalSchema = z.object({
  currency: z.string(),
  amountCents: z.number(),
  cases: z.number().int().min(0),
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

export const pastDueQueueSchema = z.object({
  cases: z.array(pastDueCaseSchema),
  /** Open cases' monthly amounts, per currency. */
  atRisk: z.array(currencyTotalSchema),
  /** Cases recovered since `monthStart`, per currency. */
  recoveredThisMonth: z.array(currencyTotalSchema),
  /** The first instant of the current UTC month (ms). */
  monthStart: z.number(),
  /** More cases than one answer holds: the list and its totals are of the first ones only. */
  truncated: z.boolean(),
});
export type PastDueQueue = z.infer<typeof pastDueQueueSchema>;

const companyId = z.string().min(1).max(128);

export const adminBillingOperations = operations({
  /** Every plan, retired ones too, in order, with how many companies are on each. */
  listPlans: operation({
    input: z.object({}).optional(),
    output: z.object({ plans: z.array(adminPlanSchema) }),
    access: 'superAdmin',
  }),
  /** Creates or updates `plans/{planId}`; audited with before and after. */
  savePlan: operation({
    input: planInputSchema,
    output: z.object({ planId: z.string(), created: z.boolean() }),
    access: 'superAdmin',
  }),
  /** Companies by subscription: filter by status and plan, sorted, cursor-paginated. */
  listSubscriptions: operation({
    input: z.object({
      status: z.enum(ENTITLEMENT_STATUSES).nullable().optional(),
      planId: planIdSchema.nullable().optional(),
      sort: subscriptionSortSchema.default('name'),
      direction: z.enum(['asc', 'desc']).default('asc'),
      pageSize: z.number().int().min(1).max(100).default(25),
      cursor: z.string().max(500).nullable().optional(),
    }),
    output: z.object({ rows: z.array(subscriptionRowSchema), nextCursor: z.string().nullable() }),
    access: 'superAdmin',
  }),
  /** A plan for N days at no charge: entitlements `complimentary` until then. Audited. */
  grantComplimentary: operation({
    input: z.object({
      companyId,
      planId: planIdSchema,
      days: z.number().int().min(1).max(366),
      seats: z.number().int().min(1).max(100_000).optional(),
    }),
    output: z.object({ until: z.number(), seats: z.number() }),
    access: 'superAdmin',
  }),
  /** The company's billing events, newest first (what the webhook applied, and admin grants). */
  billingHistory: operation({
    input: z.object({ companyId }),
    output: z.object({ events: z.array(billingHistoryEntrySchema) }),
    access: 'superAdmin',
  }),
  /** Failing payments: the open dunning cases, the amounts at risk and those recovered this month. */
  pastDueQueue: operation({
    input: z.object({}).optional(),
    output: pastDueQueueSchema,
    access: 'superAdmin',
  }),
  /** The provider's customer page (real keys) or the test portal (test mode). */
  openCustomerPage: operation({
    input: z.object({ companyId }),
    output: z.object({ url: z.string() }),
    access: 'superAdmin',
  }),
});

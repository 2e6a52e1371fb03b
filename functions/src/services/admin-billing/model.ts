export { encodeCursor, parseCursor as decodeCursor } from '../../lib/list-cursor';
import {
  type AdminPlan,
  type PlanInput,
  type SubscriptionRow,
  type SubscriptionSort,
  testPriceId,
} from '../../contracts/admin-billing';
import {
  BILLING_INTERVALS,
  COMPLIMENTARY_STATUS,
  ENTITLEMENT_STATUSES,
  FREE_PLAN_ID,
  grantsPlan,
  type Entitlements,
  type PlanDoc,
} from '../../contracts/billing';
import type { BillingMode } from '../billing/config';

/**
 * The pure parts of the admin billing services: plan documents from the editor's input, the
 * subscription rows and their cursor, and a complimentary grant's entitlements.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The plan document an editor's input saves. In test mode a paid price left without a provider
 * price id gets test mode's own (`price_<plan>_<monthly|yearly>`), which the test checkout and
 * its webhook events use; with real keys it stays empty and validation refuses it.
 */
export function planDocFrom(input: PlanInput, mode: BillingMode): PlanDoc {
  const { planId, ...fields } = input;
  const prices = { ...fields.prices };
  for (const interval of BILLING_INTERVALS) {
    const price = prices[interval];
    if (price && mode !== 'stripe' && !price.providerPriceId.trim()) {
      prices[interval] = { ...price, providerPriceId: testPriceId(planId, interval) };
    }
  }
  return { ...fields, prices };
}

/** An editor's view of a stored plan. */
export function adminPlanOf(id: string, plan: PlanDoc, subscribers: number): AdminPlan {
  return { planId: id, ...plan, subscribers };
}

/** Whether the free plan stays what the product relies on: offered, and without prices. */
export function freePlanProblem(planId: string, plan: PlanDoc): string | null {
  if (planId !== FREE_PLAN_ID) return null;
  if (!plan.active) return 'The Free plan cannot be retired: companies without a plan use it.';
  if (plan.prices.month || plan.prices.year) return 'The Free plan has no prices.';
  return null;
}

/** Price ids this plan shares with another plan (a price must name one plan). */
export function sharedPriceIds(
  planId: string,
  plan: PlanDoc,
  others: { id: string; plan: PlanDoc }[],
): string[] {
  const taken = new Set(
    others
      .filter((other) => other.id !== planId)
      .flatMap((other) => BILLING_INTERVALS.map((i) => other.plan.prices[i]?.providerPriceId))
      .filter((id): id is string => !!id),
  );
  return BILLING_INTERVALS.map((i) => plan.prices[i]?.providerPriceId).filter(
    (id): id is string => !!id && taken.has(id),
  );
}

/** The company field each sort orders by. */
export const SORT_FIELDS: Record<SubscriptionSort, string> = {
  name: 'name',
  createdAt: 'createdAt',
  mrr: 'entitlements.mrrCents',
};

type Data = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const isStatus = (v: unknown): v is Entitlements['status'] =>
  (ENTITLEMENT_STATUSES as readonly unknown[]).includes(v);

/** A company document as a row of the subscriptions table (a missing entitlements: free). */
export function subscriptionRowOf(
  id: string,
  data: Data,
  hasSubscription: boolean,
  now: number,
): SubscriptionRow {
  const e = (data.entitlements ?? {}) as Data;
  const status = isStatus(e.status) ? e.status : data.entitlements ? 'active' : 'free';
  const graceUntil = num(e.graceUntil);
  return {
    companyId: id,
    name: typeof data.name === 'string' ? data.name : id,
    ownerUid: typeof data.ownerUid === 'string' ? data.ownerUid : '',
    createdAt: num(data.createdAt),
    planId: typeof e.planId === 'string' && e.planId ? e.planId : FREE_PLAN_ID,
    status,
    granted: data.entitlements ? grantsPlan({ status, graceUntil }, now) : false,
    seatsUsed: num(data.memberCount) ?? 0,
    seatsPaid: num(e.seats),
    interval: e.interval === 'month' || e.interval === 'year' ? e.interval : null,
    currentPeriodEnd: num(e.currentPeriodEnd),
    cancelAtPeriodEnd: e.cancelAtPeriodEnd === true,
    graceUntil,
    mrrCents: num(e.mrrCents) ?? 0,
    hasSubscription,
  };
}

/** A complimentary grant of a plan for `days` days from `now`: no revenue, ends by itself. */
export function complimentaryEntitlements(
  planId: string,
  seats: number,
  days: number,
  now: number,
): Entitlements {
  const until = now + days * DAY_MS;
  return {
    planId,
    status: COMPLIMENTARY_STATUS,
    seats,
    interval: null,
    currentPeriodEnd: until,
    cancelAtPeriodEnd: false,
    graceUntil: until,
    updatedAt: now,
    mrrCents: 0,
  };
}

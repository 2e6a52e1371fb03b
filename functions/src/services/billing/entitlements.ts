import {
  COMPLIMENTARY_STATUS,
  FREE_PLAN_ID,
  grantsPlan,
  monthlyRevenueCents,
  type Entitlements,
  type SubscriptionStatus,
} from '../../contracts/billing';
import type { PlanMatch, SubscriptionSnapshot } from './store';

/** Statuses whose entitlements come from the subscription's plan (past_due: during the grace). */
const PLAN_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active', 'past_due']);

/** Whether mapping this status needs to know the plan (its price must be one we sell). */
export const needsPlan = (status: SubscriptionStatus) => PLAN_STATUSES.has(status);

/** A subscription in one of these is over: a new one for the company may replace it. */
export const isTerminal = (status: SubscriptionStatus) =>
  status === 'canceled' || status === 'incomplete_expired';

export interface EntitlementsInput {
  snapshot: Pick<
    SubscriptionSnapshot,
    'status' | 'quantity' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
  >;
  /** The plan of the snapshot's price; required when `needsPlan(status)`. */
  match: PlanMatch | null;
  /** What the company's subscription was before this change. */
  previous: { status: SubscriptionStatus; pastDueSince: number | null } | null;
  /** When the change happened (the event's `created`), ms. */
  changedAt: number;
  now: number;
  graceMs: number;
  freePlanSeats: number;
}

export interface EntitlementsResult {
  entitlements: Omit<Entitlements, 'updatedAt'>;
  /** When the subscription became past_due (kept while it stays so), else null. */
  pastDueSince: number | null;
}

/**
 * Subscription status → what the company may use. Pure; the table in the unit tests is the spec:
 * - trialing, active: the plan, with the subscription's quantity as seats;
 * - past_due: the plan until `graceUntil` = first past_due time + grace, then the free plan;
 * - unpaid, canceled, incomplete (not paid yet), incomplete_expired, paused: the free plan.
 * The status itself is kept, so the app can say why (e.g. "update your payment method").
 */
export function entitlementsFor(input: EntitlementsInput): EntitlementsResult {
  const { snapshot, match, previous, changedAt, now, graceMs, freePlanSeats } = input;
  const free = (graceUntil: number | null): Omit<Entitlements, 'updatedAt'> => ({
    planId: FREE_PLAN_ID,
    status: snapshot.status,
    seats: freePlanSeats,
    interval: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    graceUntil,
    mrrCents: 0,
  });
  const plan = (graceUntil: number | null): Omit<Entitlements, 'updatedAt'> => {
    if (!match) throw new Error(`A ${snapshot.status} subscription needs a known plan.`);
    const price = match.plan.prices[match.interval];
    return {
      planId: match.id,
      status: snapshot.status,
      seats: snapshot.quantity,
      interval: match.interval,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      graceUntil,
      // A trial earns nothing yet; past_due still counts while its grace keeps the plan.
      mrrCents:
        snapshot.status === 'trialing' || !price
          ? 0
          : monthlyRevenueCents(price.amount, match.interval, snapshot.quantity),
    };
  };

  switch (snapshot.status) {
    case 'trialing':
    case 'active':
      return { entitlements: plan(null), pastDueSince: null };
    case 'past_due': {
      const since =
        previous?.status === 'past_due' && previous.pastDueSince !== null
          ? previous.pastDueSince
          : changedAt;
      const graceUntil = since + graceMs;
      return {
        entitlements: now < graceUntil ? plan(graceUntil) : free(graceUntil),
        pastDueSince: since,
      };
    }
    case 'unpaid':
    case 'canceled':
    case 'incomplete':
    case 'incomplete_expired':
    case 'paused':
      return { entitlements: free(null), pastDueSince: null };
  }
}

/** Whether two entitlements say the same thing (`updatedAt` aside). */
export function sameEntitlements(
  a: Omit<Entitlements, 'updatedAt'> | null | undefined,
  b: Omit<Entitlements, 'updatedAt'> | null | undefined,
): boolean {
  if (!a || !b) return a === b;
  return (
    a.planId === b.planId &&
    a.status === b.status &&
    a.seats === b.seats &&
    a.interval === b.interval &&
    a.currentPeriodEnd === b.currentPeriodEnd &&
    a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
    a.graceUntil === b.graceUntil &&
    (a.mrrCents ?? null) === (b.mrrCents ?? null)
  );
}

/**
 * Whether a complimentary grant still running stays in place of what a subscription event
 * derived: a subscription that grants a plan (trialing, active, past_due within its grace) wins
 * over the grant; one that means the free plan (an old subscription ending) does not end it.
 */
export function keepsComplimentary(
  held: Pick<Entitlements, 'status' | 'graceUntil'> | null,
  derived: Pick<Entitlements, 'status' | 'graceUntil'>,
  now: number,
): boolean {
  return (
    held !== null &&
    held.status === COMPLIMENTARY_STATUS &&
    grantsPlan(held, now) &&
    !grantsPlan(derived, now)
  );
}

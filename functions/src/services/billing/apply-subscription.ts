import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { entitlementsSchema, type Entitlements } from '../../contracts/billing';
import { getAllOf } from '../../lib/converters';
import { recordReportBillingEvents } from '../admin-reports/store';
import { readFreePlanSeats } from '../companies/free-plan-seats';
import { companyRef } from '../companies/store';
import {
  cancelMarkedSubscription,
  closedBillingRef,
  strayCancelMarker,
  strayCancelRef,
} from './close-company-billing';
import type { BillingDeps } from './deps';
import { caseOutcome, newDunningCase } from './dunning';
import { mailDueDunningMark } from './dunning-mail';
import { closeCases, dunningCaseId, dunningCaseRef, openCasesOf } from './dunning-store';
import {
  entitlementsFor,
  isTerminal,
  keepsComplimentary,
  needsPlan,
  sameEntitlements,
} from './entitlements';
import {
  checkoutRef,
  EVENT_RECORD_TTL_MS,
  eventRef,
  historyRef,
  type BillingHistoryDoc,
  planForPrice,
  readPlans,
  subscriptionConverter,
  subscriptionRef,
  type BillingEventDoc,
  type EventOutcome,
  type SubscriptionDoc,
  type SubscriptionSnapshot,
} from './store';

/** The webhook event being processed: its id makes a repeated delivery change nothing. */
export interface EventRef {
  id: string;
  type: string;
  /** Seconds. */
  created: number;
}

export type ApplyOutcome = EventOutcome | 'duplicate';

export interface ApplyResult {
  outcome: ApplyOutcome;
  /** The company's entitlements afterwards (null: none, or the company is unknown). */
  entitlements: Entitlements | null;
  /** A live subscription of a deleted company, marked for cancelling at the provider. */
  strayToCancel?: string;
  /** The dunning case this change opened (the subscription became past_due). */
  openedCase?: { id: string; startedAt: number } | undefined;
}

export function eventRecord(
  event: EventRef,
  outcome: EventOutcome,
  companyId: string | null,
  now: number,
): BillingEventDoc {
  return {
    type: event.type,
    created: event.created,
    companyId,
    outcome,
    processedAt: now,
    expireAt: new Date(now + EVENT_RECORD_TTL_MS),
  };
}

/** The entitlements stored on a company, or null when it has none (or they are malformed). */
export function storedEntitlements(data: unknown): Entitlements | null {
  const parsed = entitlementsSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Records an event that changes nothing else (already fulfilled, not ours, …) in its own
 * transaction; answers 'duplicate' when it was recorded before.
 */
export async function recordEvent(
  db: Firestore,
  event: EventRef,
  outcome: EventOutcome,
  companyId: string | null,
  now: number,
): Promise<ApplyOutcome> {
  return db.runTransaction(async (tx) => {
    const ref = eventRef(db, event.id);
    if ((await tx.get(ref)).exists) return 'duplicate';
    tx.create(ref, eventRecord(event, outcome, companyId, now));
    return outcome;
  });
}

export interface ApplyRequest {
  companyId: string;
  snapshot: SubscriptionSnapshot;
  /** When this state was true at the provider (s): the event's `created`, or when it was read. */
  stamp: number;
  event?: EventRef | undefined;
  /** The checkout this subscription came from: marked fulfilled in the same transaction. */
  checkoutId?: string | undefined;
}

const sameDoc = (a: SubscriptionDoc, b: SubscriptionDoc) =>
  (Object.keys(b) as (keyof SubscriptionDoc)[])
    .filter((key) => key !== 'lastEventCreated' && key !== 'updatedAt')
    .every((key) => a[key] === b[key]);

function markFulfilled(tx: Transaction, checkout: DocumentSnapshot | null, now: number): void {
  if (checkout?.exists && checkout.get('fulfilledAt') == null) {
    tx.update(checkout.ref, { fulfilledAt: now, status: 'complete' });
  }
}

/**
 * Applies the provider's subscription state to the company, in one transaction:
 * 1. the event id is recorded; if it already was, nothing changes (`duplicate`);
 * 2. a state older than the one held (`stamp` < `lastEventCreated`) is ignored (`stale`);
 * 3. an ended subscription does not replace the company's live one (`other-subscription`);
 * 4. a price on no plan changes nothing and is logged (`unknown-price`), for statuses that
 *    grant a plan (for the others the plan does not matter: they mean the free plan);
 * 5. otherwise the subscription mirror and the entitlements are written (`applied`), or only the
 *    ordering stamp when they say the same thing already (`unchanged`). A subscription that
 *    grants a plan replaces a complimentary grant; one that means the free plan leaves a running
 *    grant in place (`keepsComplimentary`).
 * Each delivery for a known company is also added to its `billingHistory`.
 * Fulfilling a checkout goes through here from both the webhook and syncCheckout, so whichever
 * comes second finds it done.
 */
export async function applySubscription(
  request: ApplyRequest,
  deps: Pick<BillingDeps, 'db' | 'config' | 'now'> &
    Partial<Pick<BillingDeps, 'stripe' | 'sendMail'>>,
): Promise<ApplyResult> {
  const result = await applyInTransaction(request, deps);
  // Stripe mode: stop the stray subscription charging now; the maintenance job retries a failure.
  if (result.strayToCancel && deps.stripe) {
    const { db, stripe, now } = deps;
    const marker = strayCancelRef(db, request.companyId, result.strayToCancel);
    await cancelMarkedSubscription(marker, result.strayToCancel, request.companyId, {
      db,
      stripe,
      now,
    });
  }
  // Day 0's mail right away, best effort: the event is applied whatever the mail does, and a
  // mail not sent (failed, or no sender given) is sent by the maintenance job's next run.
  if (result.openedCase && deps.sendMail) {
    const { id, startedAt } = result.openedCase;
    try {
      await mailDueDunningMark(id, {
        db: deps.db,
        // The provider's clock may be a little ahead of ours: the failure has happened.
        now: Math.max(deps.now, startedAt),
        appUrl: deps.config.appUrl,
        sendMail: deps.sendMail,
      });
    } catch (error) {
      logger.error('dunning: the first payment-failed mail was not sent; the job retries it', {
        caseId: id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}

async function applyInTransaction(
  request: ApplyRequest,
  deps: Pick<BillingDeps, 'db' | 'config' | 'now'>,
): Promise<ApplyResult> {
  const { db, now, config } = deps;
  const { companyId, snapshot, stamp, event } = request;
  const freePlanSeats = await readFreePlanSeats(db);
  return db.runTransaction(async (tx) => {
    const eventDoc = event ? eventRef(db, event.id) : null;
    if (eventDoc && (await tx.get(eventDoc)).exists) {
      return { outcome: 'duplicate', entitlements: null };
    }
    const refs = {
      company: companyRef(db, companyId),
      subscription: subscriptionRef(db, companyId),
    };
    const [companySnap, subscriptionSnap, closedSnap, straySnap] = await getAllOf(
      tx,
      refs.company,
      refs.subscription.withConverter(subscriptionConverter),
      closedBillingRef(db, companyId),
      strayCancelRef(db, companyId, snapshot.subscriptionId),
    );
    const checkout = request.checkoutId ? await tx.get(checkoutRef(db, request.checkoutId)) : null;
    const plans = await readPlans(db, tx);

    // What the company's billing history says of this change (filled in as it is worked out).
    const history: BillingHistoryDoc = {
      type: event?.type ?? 'checkout.sync',
      outcome: 'applied',
      status: snapshot.status,
      planId: null,
      seats: snapshot.quantity,
      interval: null,
      mrrCents: null,
      at: now,
      actor: null,
      created: event?.created ?? stamp,
    };
    const finish = (outcome: EventOutcome, entitlements: Entitlements | null): ApplyResult => {
      if (eventDoc && event) {
        tx.create(
          eventDoc,
          eventRecord(
            event,
            outcome,
            companySnap?.exists || outcome === 'company-deleted' ? companyId : null,
            now,
          ),
        );
      }
      // Every delivery for a company we know is in its history; a sync only when it changed it.
      if (companySnap?.exists && (event || outcome === 'applied')) {
        const id = event?.id ?? `sync_${snapshot.subscriptionId}_${stamp}`;
        tx.set(historyRef(db, companyId, id), { ...history, outcome });
      }
      if (
        outcome !== 'unknown-price' &&
        outcome !== 'unknown-company' &&
        outcome !== 'company-deleted'
      ) {
        markFulfilled(tx, checkout, now);
      }
      return { outcome, entitlements };
    };

    // A company deleted since (its billing was closed then): recorded, not an error. A live
    // subscription the deletion did not know of (paid after it, or its webhook had not come) is
    // marked for cancelling at Stripe, or it would charge for a company that is gone.
    if (!companySnap?.exists && closedSnap?.exists) {
      const stray =
        config.mode === 'stripe' &&
        !isTerminal(snapshot.status) &&
        closedSnap.get('subscriptionId') !== snapshot.subscriptionId &&
        !straySnap?.exists;
      if (!stray) return finish('company-deleted', null);
      tx.set(
        strayCancelRef(db, companyId, snapshot.subscriptionId),
        strayCancelMarker(snapshot.subscriptionId, now),
      );
      return { ...finish('company-deleted', null), strayToCancel: snapshot.subscriptionId };
    }
    if (!companySnap?.exists) {
      logger.warn('billing: subscription for a company that does not exist', {
        companyId,
        subscriptionId: snapshot.subscriptionId,
      });
      return finish('unknown-company', null);
    }
    const held = storedEntitlements(companySnap.get('entitlements'));
    const current = subscriptionSnap.data() ?? null;

    if (current && stamp < current.lastEventCreated) return finish('stale', held);
    const otherSubscription =
      current !== null && current.subscriptionId !== snapshot.subscriptionId;
    // Stripe never brings an ended subscription back: a live state of one we hold as ended is an
    // event that was overtaken (`created` counts whole seconds, so a same-second pair can come
    // in either order), not a revival.
    if (
      current &&
      !otherSubscription &&
      isTerminal(current.status) &&
      !isTerminal(snapshot.status)
    ) {
      return finish('stale', held);
    }
    if (otherSubscription && !isTerminal(current.status) && isTerminal(snapshot.status)) {
      return finish('other-subscription', held);
    }
    if (otherSubscription && !isTerminal(current.status)) {
      logger.warn('billing: a company has two live subscriptions; the newest one counts', {
        companyId,
        current: current.subscriptionId,
        incoming: snapshot.subscriptionId,
      });
    }

    const match = planForPrice(plans, snapshot.priceId);
    history.planId = match?.id ?? null;
    history.interval = match?.interval ?? null;
    if (needsPlan(snapshot.status) && !match) {
      logger.error('billing: the subscription price is on no plan; entitlements unchanged', {
        companyId,
        subscriptionId: snapshot.subscriptionId,
        priceId: snapshot.priceId,
        eventId: event?.id ?? null,
      });
      return finish('unknown-price', held);
    }

    const { entitlements, pastDueSince } = entitlementsFor({
      snapshot,
      match,
      previous: current && !otherSubscription ? current : null,
      changedAt: stamp * 1000,
      now,
      graceMs: config.pastDueGraceMs,
      freePlanSeats,
    });
    // Dunning (dunning.ts): the company's open cases, and whether this change starts a new
    // failure (a new pastDueSince), whose case it opens. Read before this transaction's writes.
    const caseId = pastDueSince !== null ? dunningCaseId(companyId, pastDueSince) : null;
    const previousPastDue = current && !otherSubscription ? current.pastDueSince : null;
    const opensCase = caseId !== null && pastDueSince !== previousPastDue;
    const openCases = await openCasesOf(tx, db, companyId);
    const caseExists = opensCase ? (await tx.get(dunningCaseRef(db, caseId))).exists : false;

    // Reports (services/admin-reports): the transitions this status change means, dated by the
    // provider (trial started, converted, paying, churned). Writes only; nothing if unchanged.
    recordReportBillingEvents(tx, db, {
      companyId,
      subscriptionId: snapshot.subscriptionId,
      ownerUid: (companySnap.get('ownerUid') as string | undefined) ?? null,
      previous: current && !otherSubscription ? current.status : null,
      next: snapshot.status,
      at: stamp * 1000,
    });
    const next: SubscriptionDoc = {
      customerId: snapshot.customerId,
      subscriptionId: snapshot.subscriptionId,
      status: snapshot.status,
      priceId: snapshot.priceId,
      planId: match?.id ?? null,
      planName: match?.plan.name ?? null,
      interval: match?.interval ?? null,
      seats: snapshot.quantity,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      trialEnd: snapshot.trialEnd,
      pastDueSince,
      lastEventCreated: stamp,
      updatedAt: now,
    };

    for (const open of openCases) {
      const outcome = caseOutcome(
        { caseId: open.id, subscriptionId: open.data.subscriptionId },
        { subscriptionId: snapshot.subscriptionId, status: snapshot.status, caseId },
      );
      if (outcome) closeCases(tx, [open], outcome, now);
    }
    let openedCase: ApplyResult['openedCase'];
    if (opensCase && !caseExists && match && pastDueSince !== null) {
      const opened = newDunningCase({
        companyId,
        companyName: (companySnap.get('name') as string | undefined) ?? companyId,
        snapshot,
        match,
        pastDueSince,
        graceMs: config.pastDueGraceMs,
        now,
      });
      tx.create(dunningCaseRef(db, caseId), opened);
      openedCase = { id: caseId, startedAt: pastDueSince };
    }

    history.mrrCents = entitlements.mrrCents ?? null;
    // A complimentary grant still running is not ended by a subscription that grants nothing.
    const keptGrant = keepsComplimentary(held, entitlements, now);
    const entitlementsChanged = !keptGrant && !sameEntitlements(held, entitlements);
    const subscriptionChanged = !current || !sameDoc(current, next);
    if (subscriptionChanged) tx.set(refs.subscription, next);
    else if (stamp > current.lastEventCreated) {
      tx.update(refs.subscription, { lastEventCreated: stamp });
    }
    if (!entitlementsChanged) {
      return { ...finish(subscriptionChanged ? 'applied' : 'unchanged', held), openedCase };
    }
    const stored: Entitlements = { ...entitlements, updatedAt: now };
    tx.update(refs.company, { entitlements: stored });
    return { ...finish('applied', stored), openedCase };
  });
}

import { FieldPath, type Query } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type {
  BillingHistoryEntry,
  SubscriptionRow,
  SubscriptionSort,
} from '../../contracts/admin-billing';
import {
  COMPLIMENTARY_STATUS,
  FREE_PLAN_ID,
  grantsPlan,
  type Entitlements,
} from '../../contracts/billing';
import { auditActor, recordAudit } from '../admin/audit';
import { storedEntitlements } from '../billing/apply-subscription';
import { requirePayments } from '../billing/create-checkout';
import type { BillingDeps } from '../billing/deps';
import { portalUrl } from '../billing/portal-and-sync';
import {
  billingCollections,
  billingHistoryConverter,
  historyRef,
  parsePlan,
  planRef,
  subscriptionConverter,
  subscriptionRef,
  type BillingHistoryDoc,
} from '../billing/store';
import { companyRef } from '../companies/store';
import {
  complimentaryEntitlements,
  decodeCursor,
  encodeCursor,
  SORT_FIELDS,
  subscriptionRowOf,
} from './model';
import type { Actor } from './plans';

export interface ListSubscriptionsInput {
  status?: Entitlements['status'] | null | undefined;
  planId?: string | null | undefined;
  sort: SubscriptionSort;
  direction: 'asc' | 'desc';
  pageSize: number;
  cursor?: string | null | undefined;
}

/**
 * One page of companies with their subscription, straight from Firestore: equality filters on
 * `entitlements.status` and `entitlements.planId`, ordered by the sort field then the document
 * id (indexes in firestore.indexes.json), from the cursor on. A company without entitlements
 * (never subscribed) lists only without filters, sorted by name or creation.
 */
export async function listSubscriptions(
  input: ListSubscriptionsInput,
  deps: Pick<BillingDeps, 'db' | 'now'>,
): Promise<{ rows: SubscriptionRow[]; nextCursor: string | null }> {
  const { db, now } = deps;
  const field = SORT_FIELDS[input.sort];
  let query: Query = db.collection('companies');
  if (input.status) query = query.where('entitlements.status', '==', input.status);
  if (input.planId) query = query.where('entitlements.planId', '==', input.planId);
  query = query.orderBy(field, input.direction).orderBy(FieldPath.documentId(), input.direction);
  if (input.cursor) {
    const cursor = decodeCursor(input.cursor);
    if (!cursor) {
      throw new HttpsError('invalid-argument', 'The page cursor is not valid.', {
        issues: [{ path: 'payload.cursor', message: 'Not a cursor of this list.' }],
      });
    }
    query = query.startAfter(...cursor);
  }
  const snap = await query.limit(input.pageSize + 1).get();
  const docs = snap.docs.slice(0, input.pageSize);
  const subscriptions =
    docs.length > 0 ? await db.getAll(...docs.map((d) => subscriptionRef(db, d.id))) : [];
  const rows = docs.map((d, i) =>
    subscriptionRowOf(d.id, d.data(), subscriptions[i]?.exists ?? false, now),
  );
  const last = docs[docs.length - 1];
  const nextCursor =
    snap.docs.length > input.pageSize && last
      ? encodeCursor((last.get(field) as string | number | undefined) ?? null, last.id)
      : null;
  return { rows, nextCursor };
}

/**
 * Gives a company a plan at no charge for `days` days: its entitlements become `complimentary`
 * until then (`grantsPlan` ends it by the clock), with the seats given (default: the plan's
 * limit). Refused for a company whose paid subscription grants a plan now (it would hide it);
 * a running grant is replaced. The history entry and the audit entry are in the same transaction.
 */
export async function grantComplimentary(
  input: { companyId: string; planId: string; days: number; seats?: number | undefined },
  actor: Actor,
  deps: Pick<BillingDeps, 'db' | 'now'>,
): Promise<{ until: number; seats: number }> {
  const { db, now } = deps;
  return db.runTransaction(async (tx) => {
    const [companySnap, planSnap] = await tx.getAll(
      companyRef(db, input.companyId),
      planRef(db, input.planId),
    );
    if (!companySnap?.exists) {
      throw new HttpsError('not-found', 'There is no such company.');
    }
    const stored = planSnap?.exists ? parsePlan(input.planId, planSnap.data()) : null;
    if (!stored) throw new HttpsError('not-found', `There is no plan called “${input.planId}”.`);
    if (input.planId === FREE_PLAN_ID) {
      throw new HttpsError('invalid-argument', 'The Free plan needs no grant: choose a paid plan.');
    }
    const seats = input.seats ?? stored.plan.limits.seats;
    if (seats > stored.plan.limits.seats) {
      throw new HttpsError(
        'invalid-argument',
        `The ${stored.plan.name} plan allows at most ${stored.plan.limits.seats} seats.`,
      );
    }
    const held = storedEntitlements(companySnap.get('entitlements'));
    if (held && held.status !== COMPLIMENTARY_STATUS && grantsPlan(held, now)) {
      throw new HttpsError(
        'failed-precondition',
        `This company pays for the ${held.planId} plan (${held.status}). Cancel that subscription first, or change it in the customer page.`,
      );
    }
    const next = complimentaryEntitlements(input.planId, seats, input.days, now);
    tx.update(companySnap.ref, { entitlements: next });
    const history: BillingHistoryDoc = {
      type: 'admin.complimentary',
      outcome: 'applied',
      status: COMPLIMENTARY_STATUS,
      planId: input.planId,
      seats,
      interval: null,
      mrrCents: 0,
      at: now,
      actor: actor.uid,
      created: null,
    };
    tx.set(historyRef(db, input.companyId, `grant_${now}_${actor.uid}`), history);
    recordAudit(tx, db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'subscriptions.grantComplimentary',
      target: {
        kind: 'company',
        id: input.companyId,
        label: (companySnap.get('name') as string | undefined) ?? null,
      },
      before: { entitlements: companySnap.get('entitlements') ?? null },
      after: { entitlements: next, days: input.days },
      at: now,
    });
    return { until: next.graceUntil ?? now, seats };
  });
}

/** The company's billing history, newest first (the latest 100). */
export async function billingHistory(
  input: { companyId: string },
  deps: Pick<BillingDeps, 'db'>,
): Promise<{ events: BillingHistoryEntry[] }> {
  const { db } = deps;
  const company = await companyRef(db, input.companyId).get();
  if (!company.exists) throw new HttpsError('not-found', 'There is no such company.');
  const snap = await company.ref
    .collection(billingCollections.history)
    .withConverter(billingHistoryConverter)
    .orderBy('at', 'desc')
    .limit(100)
    .get();
  return {
    events: snap.docs.map((d) => {
      const data = d.data();
      return {
        id: d.id,
        type: data.type ?? 'unknown',
        outcome: data.outcome ?? 'unknown',
        status: data.status ?? null,
        planId: data.planId ?? null,
        seats: data.seats ?? null,
        interval: data.interval ?? null,
        mrrCents: data.mrrCents ?? null,
        at: data.at ?? 0,
        actor: data.actor ?? null,
      };
    }),
  };
}

/**
 * The provider's customer page of a company with a subscription: Stripe's portal with real
 * keys, the test portal in test mode (its link is the only key, like Stripe's). Audited.
 */
export async function openCustomerPage(
  input: { companyId: string },
  actor: Actor,
  deps: BillingDeps,
): Promise<{ url: string }> {
  requirePayments(deps.config);
  const subscription = (
    await subscriptionRef(deps.db, input.companyId).withConverter(subscriptionConverter).get()
  ).data();
  if (!subscription) {
    throw new HttpsError(
      'failed-precondition',
      'This company has no subscription with the payment provider, so there is no customer page.',
    );
  }
  const { customerId } = subscription;
  const answer = await portalUrl(
    { companyId: input.companyId, customerId, createdBy: actor.uid },
    deps,
    'The customer page could not be opened. Please try again in a moment.',
  );
  // The portal can change or cancel the customer's plan: a change made there later reaches us as
  // a webhook, so the audit log keeps who opened it, and when.
  const company = await companyRef(deps.db, input.companyId).get();
  await deps.db.runTransaction(async (tx) => {
    recordAudit(tx, deps.db, {
      actor: auditActor(actor.uid, actor.claims),
      action: 'subscriptions.openCustomerPage',
      target: {
        kind: 'company',
        id: input.companyId,
        label: (company.get('name') as string | undefined) ?? null,
      },
      before: null,
      after: { customerId },
      at: deps.now,
    });
  });
  return answer;
}

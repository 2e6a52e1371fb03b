import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { zodConverter } from '../../lib/converters';
import { companyRef } from '../companies/store';
import type { BillingDeps } from './deps';
import { isTerminal } from './entitlements';
import {
  billingCollections,
  checkoutsRef,
  subscriptionConverter,
  subscriptionRef,
  type SubscriptionDoc,
} from './store';

/**
 * companies/{cid}/billing/closed: written when the company is deleted, and never removed. A
 * later provider event for that company (a retry, the cancellation's own event, a checkout paid
 * after the deletion) is recorded as `company-deleted` and answered 200 instead of being taken
 * for a company we never knew.
 */
export const closedBillingRef = (db: Firestore, companyId: string) =>
  companyRef(db, companyId).collection(billingCollections.billing).doc('closed');

/**
 * companies/{cid}/billing/stray_{subscriptionId}: a live subscription the provider reports for a
 * company deleted before it existed in our mirror (a checkout paid after the deletion, or whose
 * webhook had not arrived). Same shape as the closed marker, so the same job retries its
 * cancellation: nobody would otherwise ever stop it charging.
 */
export const strayCancelRef = (db: Firestore, companyId: string, subscriptionId: string) =>
  companyRef(db, companyId).collection(billingCollections.billing).doc(`stray_${subscriptionId}`);

export const closedBillingDocSchema = z.object({
  closedAt: z.number(),
  reason: z.literal('company-deleted'),
  /** The subscription that was live when the company was deleted (cancelled at the provider). */
  subscriptionId: z.string().nullable(),
  /**
   * Stripe mode: `pending` until Stripe confirms the cancellation (the maintenance job retries
   * it), `failed` after the last attempt (cancel it by hand). Absent when nothing was to cancel.
   */
  providerCancel: z.enum(['pending', 'done', 'failed']).optional(),
  providerCancelAttempts: z.number().optional(),
});
export type ClosedBillingDoc = z.infer<typeof closedBillingDocSchema>;

export const closedBillingConverter = zodConverter(closedBillingDocSchema, 'closed billing marker');

/** Reads the company's subscription mirror in the deleting transaction (before its writes). */
export async function readSubscriptionMirror(
  tx: Transaction,
  db: Firestore,
  companyId: string,
): Promise<SubscriptionDoc | null> {
  const snap = await tx.get(subscriptionRef(db, companyId).withConverter(subscriptionConverter));
  return snap.data() ?? null;
}

/**
 * In the transaction that deletes the company: the mirror of a live subscription says
 * `canceled` (test mode: the mirror IS the stand-in provider's state, so this is the
 * cancellation), and the closed marker is written. Answers the id of the subscription to cancel
 * at Stripe, or null when none was live.
 */
export function closeCompanyBilling(
  tx: Transaction,
  db: Firestore,
  companyId: string,
  mirror: SubscriptionDoc | null,
  now: number,
  hasProvider: boolean,
): string | null {
  const live = mirror && !isTerminal(mirror.status) ? mirror.subscriptionId : null;
  if (live) {
    tx.update(subscriptionRef(db, companyId), {
      status: 'canceled',
      cancelAtPeriodEnd: false,
      updatedAt: now,
    });
  }
  const closed: ClosedBillingDoc = {
    closedAt: now,
    reason: 'company-deleted',
    subscriptionId: live,
    ...(live && hasProvider ? { providerCancel: 'pending', providerCancelAttempts: 0 } : {}),
  };
  tx.set(closedBillingRef(db, companyId), closed);
  return live;
}

/**
 * Cancels the subscription at the provider, at once (no further invoices). Stripe mode only:
 * in test mode the mirror was the provider's state and is already canceled; with payments off
 * there is no provider. A failure is logged and not thrown (the company is already gone); the
 * closed marker stays `pending`, so the maintenance job tries again (retry-provider-cancels.ts).
 */
export async function cancelAtProvider(
  subscriptionId: string,
  companyId: string,
  deps: Pick<BillingDeps, 'stripe'>,
): Promise<'canceled' | 'no-provider' | 'failed'> {
  if (!deps.stripe) return 'no-provider';
  try {
    await deps.stripe.subscriptions.cancel(subscriptionId);
    return 'canceled';
  } catch (error) {
    // Already gone at Stripe (cancelled by an earlier attempt whose answer was lost): done.
    if ((error as { code?: string }).code === 'resource_missing') return 'canceled';
    logger.error(
      'billing: could not cancel the deleted company’s subscription (the maintenance job retries)',
      {
        companyId,
        subscriptionId,
        error: error instanceof Error ? error.message : String(error),
      },
    );
    return 'failed';
  }
}

/** How many times the maintenance job tries a failed cancellation before leaving it to a person. */
export const PROVIDER_CANCEL_ATTEMPTS = 8;

/** Writes the outcome of one cancellation attempt on its marker (the error is logged). */
export async function recordProviderCancel(
  db: Firestore,
  ref: DocumentReference,
  outcome: 'done' | 'retry',
  now: number,
): Promise<void> {
  if (outcome === 'done') {
    await ref.update({ providerCancel: 'done', providerCancelledAt: now });
    return;
  }
  await db.runTransaction(async (tx) => {
    const attempts = ((await tx.get(ref)).get('providerCancelAttempts') as number | undefined) ?? 0;
    tx.update(ref, {
      providerCancelAttempts: attempts + 1,
      providerCancelTriedAt: now,
      ...(attempts + 1 >= PROVIDER_CANCEL_ATTEMPTS ? { providerCancel: 'failed' } : {}),
    });
  });
}

/** The pending marker of a stray subscription (see strayCancelRef). */
export const strayCancelMarker = (subscriptionId: string, now: number): ClosedBillingDoc => ({
  closedAt: now,
  reason: 'company-deleted',
  subscriptionId,
  providerCancel: 'pending',
  providerCancelAttempts: 0,
});

/**
 * The first attempt at cancelling a marked subscription (a deleted company's, or a stray one):
 * marks its marker `done` on success; a failure leaves it pending for the maintenance job.
 */
export async function cancelMarkedSubscription(
  marker: DocumentReference,
  subscriptionId: string,
  companyId: string,
  deps: Pick<BillingDeps, 'db' | 'stripe' | 'now'>,
): Promise<void> {
  const outcome = await cancelAtProvider(subscriptionId, companyId, deps);
  if (outcome === 'canceled') await recordProviderCancel(deps.db, marker, 'done', deps.now);
}

/**
 * Closes the company's open checkouts, so none of them can start a subscription any more: a
 * Stripe session is expired at Stripe (it stays payable for 24 hours otherwise), a test-mode one
 * is marked expired (its page then refuses it). Run after a company is deleted, and before a new
 * checkout opens: two sessions paid in two tabs would start two subscriptions. A failure is
 * logged (for a deleted company, the webhook catches a payment that slips through:
 * strayCancelRef). Answers how many were expired.
 */
export async function expireOpenCheckouts(
  db: Firestore,
  companyId: string,
  deps: Pick<BillingDeps, 'stripe' | 'now'>,
): Promise<number> {
  const { stripe, now } = deps;
  const open = await checkoutsRef(db)
    .where('companyId', '==', companyId)
    .where('status', '==', 'open')
    .get();
  let expired = 0;
  for (const doc of open.docs) {
    if ((doc.get('expiresAt') as number) <= now) continue;
    try {
      if (doc.get('mode') === 'stripe') {
        if (!stripe) continue;
        await stripe.checkout.sessions.expire(doc.id);
        await doc.ref.update({ status: 'expired' });
        expired += 1;
      } else {
        // Only while still open: paying it runs a transaction that completes it.
        const closed = await db.runTransaction(async (tx) => {
          const current = await tx.get(doc.ref);
          if (current.get('status') !== 'open') return false;
          tx.update(doc.ref, { status: 'expired' });
          return true;
        });
        if (closed) expired += 1;
      }
    } catch (error) {
      logger.warn('billing: could not expire an open checkout', {
        companyId,
        checkoutId: doc.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return expired;
}

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { companyRef } from '../companies/store';
import type { BillingDeps } from './deps';
import { isTerminal } from './entitlements';
import { billingCollections, subscriptionRef, type SubscriptionDoc } from './store';

/**
 * companies/{cid}/billing/closed: written when the company is deleted, and never removed. A
 * later provider event for that company (a retry, the cancellation's own event, a checkout paid
 * after the deletion) is recorded as `company-deleted` and answered 200 instead of being taken
 * for a company we never knew.
 */
export const closedBillingRef = (db: Firestore, companyId: string) =>
  companyRef(db, companyId).collection(billingCollections.billing).doc('closed');

export interface ClosedBillingDoc {
  closedAt: number;
  reason: 'company-deleted';
  /** The subscription that was live when the company was deleted (cancelled at the provider). */
  subscriptionId: string | null;
}

/** Reads the company's subscription mirror in the deleting transaction (before its writes). */
export async function readSubscriptionMirror(
  tx: Transaction,
  db: Firestore,
  companyId: string,
): Promise<SubscriptionDoc | null> {
  const snap = await tx.get(subscriptionRef(db, companyId));
  return snap.exists ? (snap.data() as SubscriptionDoc) : null;
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
  };
  tx.set(closedBillingRef(db, companyId), closed);
  return live;
}

/**
 * Cancels the subscription at the provider, at once (no further invoices). Stripe mode only:
 * in test mode the mirror was the provider's state and is already canceled; with payments off
 * there is no provider. A failure is logged with the ids to cancel by hand and not thrown: the
 * company is already gone.
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
    logger.error(
      'billing: could not cancel the deleted company’s subscription; cancel it by hand',
      {
        companyId,
        subscriptionId,
        error: error instanceof Error ? error.message : String(error),
      },
    );
    return 'failed';
  }
}

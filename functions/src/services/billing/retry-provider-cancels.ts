import type { Firestore } from 'firebase-admin/firestore';
import type { BillingDeps } from './deps';
import {
  cancelAtProvider,
  closedBillingConverter,
  recordProviderCancel,
} from './close-company-billing';
import { billingCollections } from './store';

const PER_RUN = 50;
/** The deleting call makes the first attempt; the job takes over only after this long. */
export const PROVIDER_CANCEL_RETRY_AFTER_MS = 10 * 60 * 1000;

/**
 * Deleted companies whose subscription Stripe has not confirmed cancelled (the deleting call's
 * or the webhook's attempt failed; closed and stray markers alike): tries again, marks `done` on
 * success, counts the attempt otherwise (after PROVIDER_CANCEL_ATTEMPTS the marker says
 * `failed`, for a person to finish by hand). Returns how many were cancelled.
 */
export async function retryProviderCancels(
  db: Firestore,
  deps: Pick<BillingDeps, 'stripe'>,
  now: number,
): Promise<number> {
  if (!deps.stripe) return 0;
  const pending = await db
    .collectionGroup(billingCollections.billing)
    .where('providerCancel', '==', 'pending')
    .limit(PER_RUN)
    .withConverter(closedBillingConverter)
    .get();
  let cancelled = 0;
  for (const marker of pending.docs) {
    const closed = marker.data();
    const companyId = marker.ref.parent.parent?.id;
    if (!companyId || !closed.subscriptionId) continue;
    if (now - closed.closedAt < PROVIDER_CANCEL_RETRY_AFTER_MS) continue;
    const outcome = await cancelAtProvider(closed.subscriptionId, companyId, deps);
    if (outcome === 'canceled') {
      await recordProviderCancel(db, marker.ref, 'done', now);
      cancelled += 1;
    } else {
      await recordProviderCancel(db, marker.ref, 'retry', now);
    }
  }
  return cancelled;
}

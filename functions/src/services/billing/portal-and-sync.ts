import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Entitlements } from '../../contracts/billing';
import { requireRole } from '../companies/membership';
import { TEST_CHECKOUT_PATH } from './config';
import { requirePayments } from './create-checkout';
import type { BillingDeps } from './deps';
import { fulfilCheckout, readCheckout, unknownPriceError } from './fulfil-checkout';
import { portalSessionRef, randomId, subscriptionConverter, subscriptionRef } from './store';
import { createStripePortal } from './stripe-client';
import { refusal } from '../../lib/refusal';
import { COMPANY_ACTIONS } from '../../contracts/company-permissions';

/** Test mode's portal links work for an hour, like Stripe's portal sessions (5 minutes to open). */
export const TEST_PORTAL_TTL_MS = 60 * 60 * 1000;

/**
 * The customer portal for the owner or an admin: change plan or seats, payment method, cancel.
 * Stripe mode: Stripe's portal, back to /company. Test mode: the built-in test portal, which
 * changes the subscription through signed webhook events like Stripe's does.
 */
export async function openPortal(
  input: { companyId: string },
  uid: string,
  deps: BillingDeps,
): Promise<{ url: string }> {
  requirePayments(deps.config);
  const { db } = deps;
  const { company, subscription } = await db.runTransaction(
    async (tx) => {
      const manager = await requireRole(tx, db, input.companyId, uid, COMPANY_ACTIONS.billing);
      const snap = await tx.get(
        subscriptionRef(db, input.companyId).withConverter(subscriptionConverter),
      );
      return { company: manager.company, subscription: snap.data() ?? null };
    },
    { readOnly: true },
  );
  if (!subscription) {
    throw refusal(
      { reason: 'noSubscription', companyName: company.name },
      `${company.name} has no subscription yet: choose a plan first.`,
    );
  }

  return portalUrl(
    { companyId: input.companyId, customerId: subscription.customerId, createdBy: uid },
    deps,
    'The billing portal could not be opened. Please try again in a moment.',
  );
}

/**
 * A link to the customer's billing portal: Stripe's (back to the app) with real keys, the
 * built-in test portal in test mode, whose link is the only key, like Stripe's. The company
 * page and the admin's customer page both open it; `unavailable` says what could not open.
 */
export async function portalUrl(
  target: { companyId: string; customerId: string; createdBy: string },
  deps: BillingDeps,
  unavailable: string,
): Promise<{ url: string }> {
  const { db, now, config } = deps;
  if (config.mode === 'test' || !deps.stripe) {
    const id = randomId('bps_test');
    await portalSessionRef(db, id).create({
      companyId: target.companyId,
      createdBy: target.createdBy,
      createdAt: now,
      expiresAt: now + TEST_PORTAL_TTL_MS,
    });
    return { url: `${TEST_CHECKOUT_PATH}?portal=${id}` };
  }
  try {
    return { url: await createStripePortal(deps.stripe, target.customerId, config.appUrl) };
  } catch (error) {
    logger.error('billing: Stripe refused to open the customer portal', {
      companyId: target.companyId,
      error,
    });
    throw new HttpsError('unavailable', unavailable);
  }
}

/**
 * The success page asks this with the checkout's id: if the webhook has not fulfilled the checkout
 * yet, this does (the same code, so the second one changes nothing). Members of the company may
 * ask; `settled: false` (entitlements null) while the payment is still being confirmed.
 */
export async function syncCheckout(
  input: { companyId: string; checkoutSessionId: string },
  uid: string,
  deps: BillingDeps,
): Promise<{ entitlements: Entitlements | null; settled: boolean }> {
  const { db } = deps;
  await db.runTransaction((tx) => requireRole(tx, db, input.companyId, uid, 'member'), {
    readOnly: true,
  });
  const checkout = await readCheckout(deps, input.checkoutSessionId);
  if (!checkout || checkout.companyId !== input.companyId) {
    throw new HttpsError('not-found', 'We could not find this checkout for your company.');
  }
  let result;
  try {
    result = await fulfilCheckout(input.checkoutSessionId, deps);
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error('billing: a checkout could not be synced', {
      checkoutSessionId: input.checkoutSessionId,
      error,
    });
    throw new HttpsError(
      'unavailable',
      'We could not confirm your payment with our payment provider yet. Please try again in a moment.',
    );
  }
  switch (result.state) {
    case 'settled':
    case 'duplicate':
      return { entitlements: result.entitlements, settled: true };
    case 'open':
      return { entitlements: null, settled: false };
    case 'expired':
      throw refusal(
        { reason: 'checkoutExpired' },
        'This checkout expired before it was paid. Nothing was charged; please start again.',
      );
    case 'unknown-price':
      throw unknownPriceError();
    case 'unknown-checkout':
      throw new HttpsError('not-found', 'We could not find this checkout for your company.');
  }
}

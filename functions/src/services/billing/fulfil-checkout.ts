import { HttpsError } from 'firebase-functions/v2/https';
import { creditPromoCode } from '../affiliate/promo-attribution';
import { codeOfStripePromotion } from '../affiliate/promo-codes';
import { companyRef } from '../companies/store';
import {
  applySubscription,
  recordEvent,
  storedEntitlements,
  type ApplyOutcome,
  type EventRef,
} from './apply-subscription';
import type { BillingDeps } from './deps';
import {
  checkoutDocSchema,
  checkoutRef,
  type CheckoutDoc,
  type SubscriptionSnapshot,
} from './store';
import { promoOfSession, type ProviderPromo } from './provider-promo';
import { retrieveStripeCheckout } from './stripe-client';
import { snapshotOf, stripeCheckoutSessionSchema } from './stripe-objects';
import type { Entitlements } from '../../contracts/billing';

/** A checkout as the provider sees it now. */
type ProviderCheckout =
  | { kind: 'open' | 'expired' }
  | {
      kind: 'complete';
      companyId: string | null;
      snapshot: SubscriptionSnapshot;
      stamp: number;
      promo: ProviderPromo;
    };

export async function readCheckout(
  deps: Pick<BillingDeps, 'db'>,
  checkoutId: string,
): Promise<CheckoutDoc | null> {
  const snap = await checkoutRef(deps.db, checkoutId).get();
  if (!snap.exists) return null;
  const parsed = checkoutDocSchema.safeParse(snap.data());
  return parsed.success ? parsed.data : null;
}

/**
 * Test mode: the checkout document is the stand-in provider's record (written when "Pay (test)"
 * is pressed). Stripe mode: the session retrieved from Stripe with its subscription, as of now.
 */
async function providerCheckout(
  checkoutId: string,
  checkout: CheckoutDoc | null,
  deps: Pick<BillingDeps, 'stripe' | 'now'>,
): Promise<ProviderCheckout | null> {
  if (checkout?.mode === 'test') {
    if (checkout.status === 'complete' && checkout.subscription && checkout.completedAt) {
      return {
        kind: 'complete',
        companyId: checkout.companyId,
        snapshot: checkout.subscription,
        stamp: Math.floor(checkout.completedAt / 1000),
        // The stand-in provider recorded the code the test page was paid with.
        promo: { code: checkout.promoCode, promotionCodeId: null },
      };
    }
    return {
      kind: checkout.status === 'open' && deps.now < checkout.expiresAt ? 'open' : 'expired',
    };
  }
  if (!deps.stripe) return null;
  const session = stripeCheckoutSessionSchema.parse(
    await retrieveStripeCheckout(deps.stripe, checkoutId),
  );
  if (session.status === 'expired') return { kind: 'expired' };
  if (session.status !== 'complete' || !session.subscription) return { kind: 'open' };
  if (typeof session.subscription === 'string') {
    throw new Error(`Checkout ${checkoutId} came back without its subscription expanded.`);
  }
  return {
    kind: 'complete',
    companyId:
      checkout?.companyId ?? session.client_reference_id ?? session.metadata?.companyId ?? null,
    snapshot: snapshotOf(session.subscription),
    // Retrieved just now: this is the state as of now.
    stamp: Math.floor(deps.now / 1000),
    promo: promoOfSession(session),
  };
}

export interface FulfilResult {
  /** open: not paid yet; settled: the company's entitlements reflect this checkout. */
  state: 'open' | 'expired' | 'settled' | 'unknown-checkout' | 'unknown-price' | 'duplicate';
  outcome: ApplyOutcome | null;
  entitlements: Entitlements | null;
}

async function companyEntitlements(deps: Pick<BillingDeps, 'db'>, companyId: string) {
  return storedEntitlements((await companyRef(deps.db, companyId).get()).get('entitlements'));
}

/**
 * Fulfils a completed checkout: the company gets the subscription's entitlements. The webhook
 * (checkout.session.completed) and syncCheckout (the success page) both call this; whichever runs
 * second finds the checkout fulfilled and changes nothing.
 */
export async function fulfilCheckout(
  checkoutId: string,
  deps: BillingDeps,
  options: { event?: EventRef } = {},
): Promise<FulfilResult> {
  const { event } = options;
  const checkout = await readCheckout(deps, checkoutId);
  const record = async (
    outcome: 'unchanged' | 'ignored' | 'unknown-checkout',
    cid: string | null,
  ) => (event ? recordEvent(deps.db, event, outcome, cid, deps.now) : outcome);

  if (checkout?.fulfilledAt != null) {
    const outcome = await record('unchanged', checkout.companyId);
    return {
      state: outcome === 'duplicate' ? 'duplicate' : 'settled',
      outcome,
      entitlements: await companyEntitlements(deps, checkout.companyId),
    };
  }
  const provider = await providerCheckout(checkoutId, checkout, deps);
  const companyId =
    provider?.kind === 'complete' ? provider.companyId : (checkout?.companyId ?? null);
  if (!provider || !companyId) {
    // Not a checkout we started (or test mode without its record): nothing to fulfil.
    const outcome = await record('unknown-checkout', companyId);
    return {
      state: outcome === 'duplicate' ? 'duplicate' : 'unknown-checkout',
      outcome,
      entitlements: null,
    };
  }
  if (provider.kind !== 'complete') {
    const outcome = await record('ignored', companyId);
    return {
      state: outcome === 'duplicate' ? 'duplicate' : provider.kind,
      outcome,
      entitlements: null,
    };
  }
  // Before the subscription: the first paid invoice's commission then finds the referral.
  await creditCheckoutPromo(companyId, provider.promo, checkout, deps);
  const result = await applySubscription(
    {
      companyId,
      snapshot: provider.snapshot,
      stamp: provider.stamp,
      event,
      checkoutId: checkout ? checkoutId : undefined,
    },
    deps,
  );
  const state: FulfilResult['state'] =
    result.outcome === 'duplicate'
      ? 'duplicate'
      : result.outcome === 'unknown-price'
        ? 'unknown-price'
        : result.outcome === 'unknown-company'
          ? 'unknown-checkout'
          : 'settled';
  return { state, outcome: result.outcome, entitlements: result.entitlements };
}

/**
 * The promo code a paid checkout names refers the company to its affiliate, if nothing referred
 * it before (promo-attribution.ts). A Stripe promotion code typed on Stripe's page is mapped
 * back to our code by its id; one that is none of ours (a plain coupon) refers nobody.
 */
async function creditCheckoutPromo(
  companyId: string,
  promo: ProviderPromo,
  checkout: CheckoutDoc | null,
  deps: BillingDeps,
): Promise<void> {
  const code =
    promo.code ??
    checkout?.promoCode ??
    (promo.promotionCodeId ? await codeOfStripePromotion(deps.db, promo.promotionCodeId) : null);
  if (!code) return;
  await creditPromoCode(
    { companyId, code, buyerUid: checkout?.createdBy ?? null },
    { db: deps.db, now: deps.now },
  );
}

/** syncCheckout's refusal when a paid checkout cannot be applied. */
export const unknownPriceError = () =>
  new HttpsError(
    'failed-precondition',
    'Your payment went through, but its price is not on any of our plans, so your plan could not be changed. Please contact support.',
  );

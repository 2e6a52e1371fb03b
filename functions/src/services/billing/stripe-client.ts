import Stripe from 'stripe';
import type { BillingConfig } from './config';

/**
 * The Stripe client of stripe mode. STRIPE_API_HOST/PORT/PROTOCOL point the very same library at
 * a stand-in of the API (the tests do), so every request it makes is the real one.
 */
export function createStripe(config: Pick<BillingConfig, 'secretKey' | 'stripeApi'>): Stripe {
  if (!config.secretKey) throw new Error('STRIPE_SECRET_KEY is not set.');
  return new Stripe(config.secretKey, {
    ...(config.stripeApi
      ? {
          host: config.stripeApi.host,
          protocol: config.stripeApi.protocol,
          ...(config.stripeApi.port ? { port: config.stripeApi.port } : {}),
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Parley' },
  });
}

export interface CheckoutRequest {
  companyId: string;
  planId: string;
  priceId: string;
  seats: number;
  /** Only for a company that never had a subscription and a plan with a trial. */
  trialDays: number;
  /** The company's Stripe customer when it has one, else the buyer's address for a new one. */
  customerId: string | null;
  email: string | null;
  appUrl: string;
  /** An affiliate's promo code given in the app, with the Stripe promotion code it maps to. */
  promotion?: CheckoutPromotion | null;
}

export interface CheckoutPromotion {
  code: string;
  stripePromotionCodeId: string | null;
}

/**
 * How a promo code reaches Stripe. Its Stripe promotion code, when it has one, is applied to the
 * session (`discounts`; Stripe refuses it beside `allow_promotion_codes`, so the customer cannot
 * type another); without one, or without a code, the customer may type a promotion code on
 * Stripe's page, which the fulfilment reads back from the session's `discounts`. Our code itself
 * goes in the metadata of the session and the subscription, so the session and every invoice of
 * the subscription name it (the ledger may see the first invoice before the session completes).
 */
export function promotionParams(
  promotion: CheckoutPromotion | null | undefined,
): Pick<Stripe.Checkout.SessionCreateParams, 'discounts' | 'allow_promotion_codes'> {
  return promotion?.stripePromotionCodeId
    ? { discounts: [{ promotion_code: promotion.stripePromotionCodeId }] }
    : { allow_promotion_codes: true };
}

/** Stripe Checkout for a per-seat subscription, back to /payment/success or /payment/cancel. */
export function checkoutSessionParams(
  request: CheckoutRequest,
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    companyId: request.companyId,
    planId: request.planId,
    ...(request.promotion ? { promoCode: request.promotion.code } : {}),
  };
  return {
    mode: 'subscription',
    line_items: [{ price: request.priceId, quantity: request.seats }],
    subscription_data: {
      metadata,
      ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
    },
    ...promotionParams(request.promotion),
    client_reference_id: request.companyId,
    metadata,
    ...(request.customerId
      ? { customer: request.customerId }
      : request.email
        ? { customer_email: request.email }
        : {}),
    success_url: `${request.appUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${request.appUrl}/payment/cancel`,
  };
}

export async function createStripeCheckout(
  stripe: Stripe,
  request: CheckoutRequest,
): Promise<{ id: string; url: string; expiresAt: number }> {
  const session = await stripe.checkout.sessions.create(checkoutSessionParams(request));
  if (!session.url)
    throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
  return { id: session.id, url: session.url, expiresAt: session.expires_at * 1000 };
}

/** Stripe's customer portal (plan, seats, payment method, cancel), back to /company. */
export async function createStripePortal(
  stripe: Stripe,
  customerId: string,
  appUrl: string,
): Promise<string> {
  const session = await stripe.billingPortal.sessions.create({
    customer: customerId,
    return_url: `${appUrl}/company`,
  });
  return session.url;
}

/** A checkout session with its subscription expanded (syncCheckout and the webhook fulfil it). */
export async function retrieveStripeCheckout(stripe: Stripe, sessionId: string): Promise<unknown> {
  return stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
}

/** Stripe's errors that mean our request or configuration is wrong, not that Stripe is down. */
export function isStripeRequestError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError;
}

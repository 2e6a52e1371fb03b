import type { BillingInterval, Entitlements } from '@contracts/billing';
import { callOperationLazily } from '../firebase/call-operation-lazily';

// The Functions SDK loads on the first call, so the pricing page carries none of it for visitors.

export interface CheckoutRequest {
  companyId: string;
  planId: string;
  interval: BillingInterval;
  seats: number;
  /** An affiliate's promo code, when the buyer has one (the server checks it). */
  promoCode?: string;
}

/** Owner or admin: where to send the browser to pay (Stripe, or test mode's own page). */
export async function createCheckout(request: CheckoutRequest): Promise<string> {
  return (await callOperationLazily('billingOperations', 'createCheckout', request)).url;
}

/** Owner or admin of a company with a subscription: the billing portal's address. */
export async function openPortal(companyId: string): Promise<string> {
  return (await callOperationLazily('billingOperations', 'openPortal', { companyId })).url;
}

export interface CheckoutSync {
  /** false while the payment is still being confirmed. */
  settled: boolean;
  entitlements: Entitlements | null;
}

/** Any member, back from checkout: applies the checkout if the webhook has not yet. */
export async function syncCheckout(
  companyId: string,
  checkoutSessionId: string,
): Promise<CheckoutSync> {
  return callOperationLazily('billingOperations', 'syncCheckout', { companyId, checkoutSessionId });
}

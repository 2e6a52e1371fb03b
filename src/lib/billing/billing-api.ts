import type { BillingInterval, BillingOperationsInput, Entitlements } from '@contracts/billing';

/**
 * The `billingOperations` callable. The Functions SDK loads on the first call, so the pricing
 * page carries none of it for visitors.
 */
async function billingCall(input: BillingOperationsInput) {
  const { callFunction } = await import('../firebase/functions');
  return callFunction('billingOperations', input);
}

function unexpected(): never {
  throw new Error('Unexpected answer from billingOperations');
}

export interface CheckoutRequest {
  companyId: string;
  planId: string;
  interval: BillingInterval;
  seats: number;
}

/** Owner or admin: where to send the browser to pay (Stripe, or test mode's own page). */
export async function createCheckout(request: CheckoutRequest): Promise<string> {
  const data = await billingCall({ action: 'createCheckout', payload: request });
  return 'url' in data ? data.url : unexpected();
}

/** Owner or admin of a company with a subscription: the billing portal's address. */
export async function openPortal(companyId: string): Promise<string> {
  const data = await billingCall({ action: 'openPortal', payload: { companyId } });
  return 'url' in data ? data.url : unexpected();
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
  const data = await billingCall({
    action: 'syncCheckout',
    payload: { companyId, checkoutSessionId },
  });
  return 'settled' in data ? data : unexpected();
}

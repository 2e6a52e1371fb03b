import { randomUUID } from 'node:crypto';
import { nowSeconds, stripeEvent } from './billing';

/** A Stripe-style id with a prefix (`in_…`, `ch_…`). */
export const stripeId = (prefix: string) =>
  `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** A paid subscription invoice of `companyId`, in the newer API's shape (metadata on `parent`). */
export function invoice(
  companyId: string,
  fields: {
    amountPaid: number;
    tax?: number;
    paidAt?: number;
    invoiceId?: string;
    chargeId?: string;
    currency?: string;
    /** The checkout's planId metadata (default `team`). */
    planId?: string;
    /** A billed price (the newer API's line), which names the plan before the metadata. */
    priceId?: string;
  },
) {
  const invoiceId = fields.invoiceId ?? stripeId('in');
  const chargeId = fields.chargeId ?? stripeId('ch');
  const object = {
    id: invoiceId,
    object: 'invoice',
    customer: stripeId('cus'),
    currency: fields.currency ?? 'usd',
    amount_paid: fields.amountPaid,
    total_taxes: fields.tax ? [{ amount: fields.tax }] : [],
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: stripeId('sub'),
        metadata: { companyId, planId: fields.planId ?? 'team' },
      },
    },
    ...(fields.priceId
      ? { lines: { data: [{ pricing: { price_details: { price: fields.priceId } } }] } }
      : {}),
    charge: chargeId,
    status: 'paid',
    status_transitions: { paid_at: fields.paidAt ?? nowSeconds() },
  };
  return { invoiceId, chargeId, object };
}

/** The `invoice.paid` event of an invoice object. */
export const paid = (object: object, created = nowSeconds()) =>
  stripeEvent('invoice.paid', object, created);

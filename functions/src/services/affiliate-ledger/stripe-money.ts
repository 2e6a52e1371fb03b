import { z } from 'zod';

/**
 * The fields of Stripe's invoices, charges and disputes the ledger reads, parsed with zod (events
 * are signed, but a payload we do not understand must be refused, never half-applied). Both API
 * generations are read: before 2025-03-31 an invoice named its `charge`/`payment_intent` and a
 * charge its `invoice`; since then an invoice lists its `payments` and its subscription's
 * metadata under `parent.subscription_details`, and its taxes in `total_taxes`.
 */
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const metadata = z.record(z.string(), z.string()).nullish();

export const stripeInvoiceSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('invoice'),
  customer: idOf.nullish(),
  currency: z.string(),
  /** Cents actually paid: after discounts, credits and the trial; with tax. */
  amount_paid: z.number().int().min(0),
  /** Older API: the invoice's tax in cents. */
  tax: z.number().int().nullish(),
  /** Newer API: one amount per tax. */
  total_taxes: z.array(z.object({ amount: z.number().int() })).nullish(),
  metadata,
  subscription: idOf.nullish(),
  subscription_details: z.object({ metadata }).nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: idOf.nullish(), metadata }).nullish(),
    })
    .nullish(),
  charge: idOf.nullish(),
  payment_intent: idOf.nullish(),
  payments: z
    .object({
      data: z.array(
        z.object({
          payment: z.object({ charge: idOf.nullish(), payment_intent: idOf.nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
  status_transitions: z.object({ paid_at: z.number().nullish() }).nullish(),
  /**
   * The billed prices, which name the plan (a plan changed in the portal leaves the checkout's
   * metadata behind): `price` before 2025-03-31, `pricing.price_details.price` since. Only read to
   * name the plan, so a shape we do not know reads as none rather than refusing the invoice.
   */
  lines: z
    .object({
      data: z.array(
        z.object({
          price: idOf.nullish(),
          pricing: z.object({ price_details: z.object({ price: idOf }).nullish() }).nullish(),
        }),
      ),
    })
    .nullish()
    .catch(null),
});
export type StripeInvoice = z.output<typeof stripeInvoiceSchema>;

export const stripeChargeSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('charge'),
  amount: z.number().int().min(0),
  /** Cumulative: every refund of the charge so far. */
  amount_refunded: z.number().int().min(0),
  currency: z.string(),
  customer: idOf.nullish(),
  invoice: idOf.nullish(),
  payment_intent: idOf.nullish(),
  /** Listed by older API versions (newest first); absent since 2022-11-15 unless expanded. */
  refunds: z
    .object({
      data: z.array(
        z.object({ id: z.string(), amount: z.number().int().min(0), status: z.string().nullish() }),
      ),
    })
    .nullish(),
});
export type StripeCharge = z.output<typeof stripeChargeSchema>;

export const stripeDisputeSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('dispute'),
  amount: z.number().int().min(0),
  charge: idOf,
  payment_intent: idOf.nullish(),
  status: z.string(),
});
export type StripeDispute = z.output<typeof stripeDisputeSchema>;

/** What the ledger needs of a paid invoice. */
export interface PaidInvoice {
  invoiceId: string;
  customerId: string | null;
  companyId: string | null;
  /** Lower-case ISO 4217; amounts are its minor units. */
  currency: string;
  /** Cents paid (with tax). */
  amountPaid: number;
  /** Cents paid without tax: what a percentage applies to. */
  base: number;
  chargeId: string | null;
  paymentIntentId: string | null;
  /** When it was paid (ms), else null (the event's time is used). */
  paidAt: number | null;
  /** The first billed price (names the plan: planForPrice), else null. */
  priceId: string | null;
  /** The subscription's `planId` metadata, set at checkout (used when no price names a plan). */
  planId: string | null;
}

export function paidInvoiceOf(invoice: StripeInvoice): PaidInvoice {
  const tax =
    invoice.tax ?? (invoice.total_taxes ?? []).reduce((sum, t) => sum + Math.max(0, t.amount), 0);
  const payment = invoice.payments?.data.find((p) => p.payment)?.payment ?? null;
  const companyId =
    invoice.parent?.subscription_details?.metadata?.companyId ??
    invoice.subscription_details?.metadata?.companyId ??
    invoice.metadata?.companyId ??
    null;
  const paidAt = invoice.status_transitions?.paid_at;
  const metadataOf = [
    invoice.parent?.subscription_details?.metadata,
    invoice.subscription_details?.metadata,
    invoice.metadata,
  ];
  const priceId =
    invoice.lines?.data
      .map((line) => line.pricing?.price_details?.price ?? line.price ?? null)
      .find((id) => id !== null) ?? null;
  return {
    invoiceId: invoice.id,
    customerId: invoice.customer ?? null,
    companyId,
    currency: invoice.currency.toLowerCase(),
    amountPaid: invoice.amount_paid,
    base: Math.max(0, invoice.amount_paid - Math.max(0, tax)),
    chargeId: invoice.charge ?? payment?.charge ?? null,
    paymentIntentId: invoice.payment_intent ?? payment?.payment_intent ?? null,
    paidAt: paidAt ? paidAt * 1000 : null,
    priceId,
    planId: metadataOf.map((m) => m?.planId).find((id) => id !== undefined) ?? null,
  };
}

import { z } from 'zod';
import type { StripeCheckoutSession } from './stripe-objects';

/**
 * Which affiliate promo code a provider object names (promo-attribution.ts credits it). Our code
 * is in the metadata when the app passed one (stripe-client.ts puts it on the session and the
 * subscription, so every invoice carries it too); a promotion code typed on Stripe's own page is
 * only on the session's `discounts`, as Stripe's id, which the caller maps back to our code.
 */
export interface ProviderPromo {
  code: string | null;
  /** Stripe's promotion code id (`promo_…`). */
  promotionCodeId: string | null;
}

export function promoOfSession(
  session: Pick<StripeCheckoutSession, 'metadata' | 'discounts'>,
): ProviderPromo {
  return {
    code: session.metadata?.promoCode ?? null,
    promotionCodeId:
      session.discounts?.map((d) => d.promotion_code).find((id) => typeof id === 'string') ?? null,
  };
}

const metadata = z.record(z.string(), z.string()).nullish();

/** The fields of an invoice that name its company and promo code (both API generations). */
const invoicePromoSchema = z.object({
  object: z.literal('invoice'),
  metadata,
  subscription_details: z.object({ metadata }).nullish(),
  parent: z.object({ subscription_details: z.object({ metadata }).nullish() }).nullish(),
});

/** The company and promo code a paid invoice's subscription names, or null when it names none. */
export function promoOfInvoice(object: unknown): { companyId: string; code: string } | null {
  const parsed = invoicePromoSchema.safeParse(object);
  if (!parsed.success) return null;
  const invoice = parsed.data;
  const sources = [
    invoice.parent?.subscription_details?.metadata,
    invoice.subscription_details?.metadata,
    invoice.metadata,
  ];
  const companyId = sources.map((m) => m?.companyId).find(Boolean);
  const code = sources.map((m) => m?.promoCode).find(Boolean);
  return companyId && code ? { companyId, code } : null;
}

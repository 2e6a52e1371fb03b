import { planInputSchema, type AdminPlan, type PlanInput } from '@contracts/admin-billing';
import { z } from 'zod';

/**
 * The plan editor's form: the contract's `planInputSchema` with prices as typed in the plan's
 * currency (dollars, euros: two decimals) and features one per line. `toPlanInput` turns it into
 * the contract's input (cents), which the contract's schema checks again.
 */
const AMOUNT_MESSAGE = 'An amount in the plan’s currency, e.g. 12 or 12.50.';
const dollars = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, AMOUNT_MESSAGE);

const priceFields = z.object({
  enabled: z.boolean(),
  dollars: z.string(),
  providerPriceId: z.string().trim().max(255),
});

export const planFormSchema = planInputSchema
  .omit({ prices: true, features: true })
  .extend({ features: z.string().max(6000), month: priceFields, year: priceFields })
  .superRefine((form, ctx) => {
    for (const interval of ['month', 'year'] as const) {
      const price = form[interval];
      if (price.enabled && !dollars.safeParse(price.dollars).success) {
        ctx.addIssue({
          code: 'custom',
          path: [interval, 'dollars'],
          message: AMOUNT_MESSAGE,
        });
      }
    }
  });
export type PlanForm = z.infer<typeof planFormSchema>;

/**
 * What the price fields say they are typed in: the plan's currency code (`eur` → "EUR"), while
 * the currency field holds one; null while it does not.
 */
export function priceUnit(currency: string): string | null {
  const code = currency.trim();
  return /^[a-z]{3}$/i.test(code) ? code.toUpperCase() : null;
}

/** "12.50" → 1250. */
export const toCents = (value: string): number => Math.round(Number(value.trim()) * 100);
/** 1250 → "12.50", 1200 → "12". */
export const toDollars = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

export function toPlanInput(form: PlanForm): PlanInput {
  const price = (p: PlanForm['month']) =>
    p.enabled ? { amount: toCents(p.dollars), providerPriceId: p.providerPriceId.trim() } : null;
  return planInputSchema.parse({
    planId: form.planId,
    name: form.name,
    description: form.description,
    features: form.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    limits: form.limits,
    prices: { month: price(form.month), year: price(form.year) },
    currency: form.currency,
    trialDays: form.trialDays,
    active: form.active,
    order: form.order,
  });
}

export function planFormValues(plan: AdminPlan | null, nextOrder: number): PlanForm {
  const price = (p: AdminPlan['prices']['month'] | undefined) => ({
    enabled: !!p,
    dollars: p ? toDollars(p.amount) : '',
    providerPriceId: p?.providerPriceId ?? '',
  });
  return {
    planId: plan?.planId ?? '',
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    features: plan?.features.join('\n') ?? '',
    limits: { seats: plan?.limits.seats ?? 10 },
    month: price(plan ? plan.prices.month : { amount: 1000, providerPriceId: '' }),
    year: price(plan ? plan.prices.year : null),
    currency: plan?.currency ?? 'usd',
    trialDays: plan?.trialDays ?? 0,
    active: plan?.active ?? true,
    order: plan?.order ?? nextOrder,
  };
}

/** The plan with `active` flipped, as the contract's input (retire / restore). */
export function toggledPlan(plan: AdminPlan): PlanInput {
  const { subscribers: _subscribers, ...input } = plan;
  return { ...input, active: !plan.active };
}

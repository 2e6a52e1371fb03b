import type { BillingInterval, PlanDoc } from '@contracts/billing';
import { DISPLAY_LOCALE } from '@/lib/display-locale';

/**
 * Plans as the app shows them (`plans/{planId}`), and the arithmetic of the pricing page. Pure:
 * the Firestore side is plans-source.ts, loaded on demand.
 */
export interface Plan extends PlanDoc {
  id: string;
}

type Data = Record<string, unknown>;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function priceOf(value: unknown): PlanDoc['prices']['month'] {
  if (!value || typeof value !== 'object') return null;
  const { amount, providerPriceId } = value as Data;
  if (!isCount(amount)) return null;
  return { amount, providerPriceId: typeof providerPriceId === 'string' ? providerPriceId : '' };
}

/** plans/{id}, read defensively: a plan without a name or seat limit is skipped (null). */
export function toPlan(id: string, data: Data): Plan | null {
  const limits = (data.limits ?? {}) as Data;
  const prices = (data.prices ?? {}) as Data;
  if (typeof data.name !== 'string' || !data.name || !isCount(limits.seats) || limits.seats < 1) {
    return null;
  }
  return {
    id,
    name: data.name,
    description: typeof data.description === 'string' ? data.description : '',
    features: Array.isArray(data.features)
      ? data.features.filter((f): f is string => typeof f === 'string')
      : [],
    limits: { seats: limits.seats },
    prices: { month: priceOf(prices.month), year: priceOf(prices.year) },
    currency: typeof data.currency === 'string' && data.currency ? data.currency : 'usd',
    trialDays: isCount(data.trialDays) ? data.trialDays : 0,
    active: data.active === true,
    order: typeof data.order === 'number' ? data.order : 0,
  };
}

/** A plan with no price at all is free (the `free` plan of the seed). */
export const isFreePlan = (plan: Pick<Plan, 'prices'>): boolean =>
  !plan.prices.month && !plan.prices.year;

/**
 * The price of one seat for one month, in cents: the monthly price, or the yearly price spread
 * over twelve months (rounded to the cent). Null when the plan has no price for that interval.
 */
export function monthlySeatPrice(plan: Pick<Plan, 'prices'>, interval: BillingInterval) {
  const price = plan.prices[interval];
  if (!price) return null;
  return interval === 'month' ? price.amount : Math.round(price.amount / 12);
}

/**
 * What paying yearly saves against twelve monthly payments, in whole percent (Team: $120 a year
 * against 12 × $12 = $144 saves 16.7%, shown as 17). Null without both prices or without a saving.
 */
export function yearlySavingPercent(plan: Pick<Plan, 'prices'>): number | null {
  const { month, year } = plan.prices;
  if (!month || !year || month.amount <= 0) return null;
  const percent = Math.round((1 - year.amount / (12 * month.amount)) * 100);
  return percent > 0 ? percent : null;
}

/**
 * The saving the interval switch advertises: "Save 17%" when every paid plan saves the same,
 * "Save up to 20%" when they differ; null when no plan is cheaper yearly.
 */
export function yearlySavingLabel(plans: readonly Pick<Plan, 'prices'>[]): string | null {
  const savings = plans.map(yearlySavingPercent).filter((p): p is number => p !== null);
  if (savings.length === 0) return null;
  const best = Math.max(...savings);
  return savings.every((s) => s === best) ? `Save ${best}%` : `Save up to ${best}%`;
}

/** "$12", "$10.50": an amount in cents, without cents when they are zero. */
export function formatMoney(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  try {
    return new Intl.NumberFormat(DISPLAY_LOCALE, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(cents / 100);
  } catch {
    // An unknown currency code: the number and the code.
    return `${(cents / 100).toFixed(whole ? 0 : 2)} ${currency.toUpperCase()}`;
  }
}

/** "1 seat", "5 seats". */
export const seatsText = (n: number): string => `${n} ${n === 1 ? 'seat' : 'seats'}`;

export const INTERVAL_WORDS: Record<
  BillingInterval,
  { label: string; adverb: string; noun: string }
> = {
  month: { label: 'Monthly', adverb: 'monthly', noun: 'month' },
  year: { label: 'Yearly', adverb: 'yearly', noun: 'year' },
};

/** The query value of an interval (`?interval=year`); anything else is monthly. */
export const parseInterval = (value: string | null): BillingInterval =>
  value === 'year' ? 'year' : 'month';

/** A plan id as a name, when the plan itself cannot be read ("team" → "Team"). */
export const nameFromId = (planId: string): string =>
  planId
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

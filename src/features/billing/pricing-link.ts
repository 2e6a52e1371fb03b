import type { BillingInterval } from '@contracts/billing';
import { paths } from '@/config/paths';

/**
 * `/pricing?plan=team&interval=year`: the pricing page with a plan chosen, which opens that plan's
 * checkout for an owner or admin (the way back from sign-up, company setup and a cancelled payment).
 * Built here rather than in paths.ts, which is in the landing page's first bytes.
 */
export function pricingHref(plan?: string | null, interval?: BillingInterval | null): string {
  const query = new URLSearchParams();
  if (plan) query.set('plan', plan);
  if (interval) query.set('interval', interval);
  const search = query.toString();
  return search ? `${paths.pricing.path}?${search}` : paths.pricing.path;
}

import type { BillingInterval } from '@contracts/billing';
import { useSearchParams } from 'react-router';
import { parseInterval } from '@/lib/billing/plans';

/**
 * The pricing page's address: `?interval=year` picks the billing period and `?plan=team` opens
 * that plan's seats dialog for an owner or admin (how sign-up, company setup and a cancelled
 * payment come back). Changes replace the entry and keep the scroll position.
 */
export function usePricingQuery() {
  const [params, setParams] = useSearchParams();
  const setQuery = (next: { plan?: string | null; interval?: BillingInterval }) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        if (next.interval) query.set('interval', next.interval);
        if (next.plan === null) query.delete('plan');
        else if (next.plan) query.set('plan', next.plan);
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    interval: parseInterval(params.get('interval')),
    requestedPlanId: params.get('plan'),
    setQuery,
  };
}

export type PricingQuery = ReturnType<typeof usePricingQuery>;

import { FREE_PLAN_ID } from '@contracts/plan-grants';
import { COMPANY_FREE_PLAN_SEATS } from '@contracts/seats';
import { usePlans } from './use-plans';

/**
 * The seats of a company without a paid plan, as the catalogue offers them (`plans/free`, the
 * number the functions enforce and the pricing page shows). The contract's default stands in
 * while the plans load or when the free plan cannot be read.
 */
export function useFreePlanSeats(): number {
  const plans = usePlans();
  if (plans.status !== 'ready') return COMPANY_FREE_PLAN_SEATS;
  return (
    plans.plans.find((plan) => plan.id === FREE_PLAN_ID)?.limits.seats ?? COMPANY_FREE_PLAN_SEATS
  );
}

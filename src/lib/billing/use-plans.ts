import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/data/keys';
import { queryClient } from '@/lib/query-client';
import type { Plan } from './plans';

export type PlansState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; plans: Plan[] };

/** Plans change rarely: one read serves every page for a while (pricing, the billing card). */
const FRESH_MS = 5 * 60_000;

/** The plans on offer, by `order`; Firestore is loaded on the first call. */
async function loadPlans(): Promise<Plan[]> {
  try {
    const { fetchActivePlans } = await import('./plans-source');
    return await fetchActivePlans();
  } catch (error) {
    console.warn('plans could not be loaded', error);
    throw error;
  }
}

/** The active plans (loading, error with a retry, or ready). */
export function usePlans(): PlansState {
  const { data, status, refetch } = useQuery(
    { queryKey: queryKeys.plans.active, queryFn: loadPlans, staleTime: FRESH_MS },
    queryClient,
  );
  if (data) return { status: 'ready', plans: data };
  if (status === 'error') return { status: 'error', retry: () => void refetch() };
  return { status: 'loading' };
}

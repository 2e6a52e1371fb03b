import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/data/keys';
import { queryClient } from '@/lib/query-client';
import { nameFromId } from './plans';
import { usePlans } from './use-plans';

async function subscribedPlanName(companyId: string): Promise<string | null> {
  const { fetchSubscribedPlanName } = await import('./plans-source');
  return fetchSubscribedPlanName(companyId);
}

/**
 * The name of the plan a company is on: from the plans on offer, else (a retired plan, which
 * members cannot read) from the company's subscription mirror, else from its id. Null while the
 * plans load.
 */
export function usePlanName(planId: string | null, companyId: string | null): string | null {
  const plans = usePlans();
  const offered =
    plans.status === 'ready' && planId ? plans.plans.find((p) => p.id === planId) : undefined;
  const needMirror = plans.status !== 'loading' && !!planId && !offered && !!companyId;
  const mirror = useQuery(
    {
      queryKey: queryKeys.plans.subscribedName(companyId ?? '', planId ?? ''),
      queryFn: () => subscribedPlanName(companyId ?? ''),
      enabled: needMirror,
      // Only a nicer name than the id is at stake: a failure falls back to it at once.
      retry: false,
    },
    queryClient,
  );

  if (!planId) return null;
  if (offered) return offered.name;
  if (plans.status === 'loading') return null;
  if (needMirror && mirror.data) return mirror.data;
  return nameFromId(planId);
}

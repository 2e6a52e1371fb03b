import { useEffect, useState } from 'react';
import { nameFromId } from './plans';
import { usePlans } from './use-plans';

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
  const key = needMirror ? `${companyId}#${planId}` : null;
  const [mirror, setMirror] = useState<{ key: string; name: string | null } | null>(null);

  useEffect(() => {
    if (!key || !companyId) return;
    let live = true;
    import('./plans-source')
      .then(({ fetchSubscribedPlanName }) => fetchSubscribedPlanName(companyId))
      .then(
        (name) => live && setMirror({ key, name }),
        () => live && setMirror({ key, name: null }),
      );
    return () => {
      live = false;
    };
  }, [key, companyId]);

  if (!planId) return null;
  if (offered) return offered.name;
  if (plans.status === 'loading') return null;
  if (mirror?.key === key && mirror.name) return mirror.name;
  return nameFromId(planId);
}

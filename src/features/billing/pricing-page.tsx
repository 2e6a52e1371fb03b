import { lazy, Suspense, useEffect } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { learnAuthStatus } from '@/lib/auth/learn-auth-status';
import { usePlans } from '@/lib/billing/use-plans';
import type { PlanActionContext } from './plan-actions';
import { PricingView } from './pricing-view';
import { usePricingQuery } from './use-pricing-query';

// What someone signed in sees and does (their company's plan, seats, checkout, the portal).
const SignedInPricing = lazy(() => import('./signed-in-pricing'));

/**
 * /pricing (public): the plans on offer, monthly or yearly, with what the viewer can do about
 * each. A visitor's page is this file's alone: sign-up links, no company or billing code. Until
 * the page knows who is looking (learnAuthStatus), the buttons wait; the server renders it so.
 */
export default function PricingPage() {
  const query = usePricingQuery();
  const plans = usePlans();
  const authStatus = useAuthStore((s) => s.status);

  // The header learns the status once the browser is idle; the buttons depend on it: now.
  useEffect(learnAuthStatus, []);

  const until: PlanActionContext = {
    viewer: authStatus === 'signedOut' ? { kind: 'visitor' } : { kind: 'loading' },
    interval: query.interval,
    currentPlanId: null,
    liveSubscription: false,
    ownerName: null,
  };
  const everyone = <PricingView plans={plans} query={query} context={until} />;
  if (authStatus !== 'signedIn') return everyone;
  // Its buttons wait (`loading`) while the signed-in part loads.
  return (
    <Suspense fallback={everyone}>
      <SignedInPricing plans={plans} query={query} />
    </Suspense>
  );
}

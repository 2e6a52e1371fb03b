import { lazy, Suspense, useState } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { BillingErrorAlert } from '@/lib/billing/billing-error-alert';
import { openPortal } from '@/lib/billing/billing-api';
import { currentPlanId, hasLiveSubscription } from '@/lib/billing/entitlements';
import type { Plan } from '@/lib/billing/plans';
import { usePaymentRedirect } from '@/lib/billing/use-payment-redirect';
import type { PlansState } from '@/lib/billing/use-plans';
import { retryCompanies, useCompanies } from '@/lib/companies/use-companies';
import { useCompanyMembers } from '@/lib/companies/use-company-members';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { planAction, pricingViewer, type PlanActionContext } from './plan-actions';
import { PricingView } from './pricing-view';
import type { PricingQuery } from './use-pricing-query';

// Only an owner or admin choosing a plan opens it.
const SeatsDialog = lazy(() => import('./seats-dialog').then((m) => ({ default: m.SeatsDialog })));

/**
 * /pricing for someone signed in: their active company's plan marked, and what they may do about
 * each plan (choose seats and pay, the billing portal, or whom to ask). Its own chunk, loaded only
 * once someone is signed in: a visitor's pricing page carries none of it.
 */
export default function SignedInPricing({
  plans,
  query,
}: {
  plans: PlansState;
  query: PricingQuery;
}) {
  const authStatus = useAuthStore((s) => s.status);
  const companies = useCompanies();
  const portal = usePaymentRedirect();
  const [portalPlanId, setPortalPlanId] = useState<string | null>(null);
  // Plan states change over days (a grace period's end): the time the page opened is enough.
  const [now] = useState(() => Date.now());

  const viewer = pricingViewer(authStatus, companies);
  const entry = viewer.kind === 'member' || viewer.kind === 'manager' ? viewer.entry : null;
  const entitlements = entry?.company.entitlements ?? null;
  // Members who cannot buy are told whom to ask: the owner, by name.
  const team = useCompanyMembers(viewer.kind === 'member' ? entry?.company.id : null);
  const owner = team.members.find((m) => m.role === 'owner');

  const context: PlanActionContext = {
    viewer,
    interval: query.interval,
    currentPlanId: entry ? currentPlanId(entitlements, now) : null,
    liveSubscription: hasLiveSubscription(entitlements),
    ownerName: owner ? owner.displayName || owner.email : null,
  };

  const requested =
    plans.status === 'ready' ? plans.plans.find((p) => p.id === query.requestedPlanId) : undefined;
  const dialogOpen =
    viewer.kind === 'manager' && !!requested && planAction(requested, context).kind === 'checkout';

  const manage = (plan: Plan) => {
    if (!entry) return;
    setPortalPlanId(plan.id);
    void portal.go(() => openPortal(entry.company.id));
  };

  return (
    <PricingView
      plans={plans}
      query={query}
      context={context}
      companyName={entry?.company.name}
      busyPlanId={portal.busy ? portalPlanId : null}
      locked={portal.busy}
      onPortal={manage}
      alerts={
        <>
          {companies.status === 'error' ? (
            <Alert
              variant="destructive"
              className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span>
                {companies.error ?? 'We could not load your companies.'} Your plan is not shown
                until they load.
              </span>
              <Button size="sm" variant="outline" onClick={retryCompanies}>
                Try again
              </Button>
            </Alert>
          ) : null}
          <BillingErrorAlert error={portal.error} />
        </>
      }
    >
      {dialogOpen && requested && entry ? (
        <Suspense fallback={null}>
          <SeatsDialog
            plan={requested}
            interval={query.interval}
            company={entry.company}
            onClose={() => query.setQuery({ plan: null })}
            onIntervalChange={(next) => query.setQuery({ interval: next })}
          />
        </Suspense>
      ) : null}
    </PricingView>
  );
}

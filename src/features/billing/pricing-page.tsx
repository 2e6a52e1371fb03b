import type { BillingInterval } from '@contracts/billing';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageDescriptions } from '@/config/page-descriptions';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth/auth-store';
import { learnAuthStatus } from '@/lib/auth/learn-auth-status';
import { BillingErrorAlert } from '@/lib/billing/billing-error-alert';
import { openPortal } from '@/lib/billing/billing-api';
import { currentPlanId, hasLiveSubscription } from '@/lib/billing/entitlements';
import { parseInterval, yearlySavingLabel, type Plan } from '@/lib/billing/plans';
import { usePaymentRedirect } from '@/lib/billing/use-payment-redirect';
import { usePlans } from '@/lib/billing/use-plans';
import { retryCompanies, useCompanies } from '@/lib/companies/use-companies';
import { useCompanyMembers } from '@/lib/companies/use-company-members';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Skeleton } from '@/lib/ui/skeleton';
import { IntervalToggle } from './interval-toggle';
import { PlanCard } from './plan-card';
import { planAction, pricingViewer, type PlanActionContext } from './plan-actions';

// Only an owner or admin choosing a plan opens it: visitors never download the dialog's code.
const SeatsDialog = lazy(() => import('./seats-dialog').then((m) => ({ default: m.SeatsDialog })));

function PlansSkeleton() {
  return (
    <div role="status" aria-label="Loading plans" className="grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-4 rounded-xl border bg-card p-6">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * /pricing (public): the plans on offer, monthly or yearly, with what the viewer can do about
 * each. `?interval=year` picks the billing period and `?plan=team` opens that plan's seats dialog
 * for an owner or admin, which is how sign-up, company setup and a cancelled payment come back.
 */
export default function PricingPage() {
  const [params, setParams] = useSearchParams();
  const interval = parseInterval(params.get('interval'));
  const requestedPlanId = params.get('plan');
  const authStatus = useAuthStore((s) => s.status);
  const companies = useCompanies();
  const plans = usePlans();
  const portal = usePaymentRedirect();
  const [portalPlanId, setPortalPlanId] = useState<string | null>(null);
  // Plan states change over days (a grace period's end): the time the page opened is enough.
  const [now] = useState(() => Date.now());

  // The header learns the status once the browser is idle; the buttons depend on it: now.
  useEffect(learnAuthStatus, []);

  const viewer = pricingViewer(authStatus, companies);
  const entry = viewer.kind === 'member' || viewer.kind === 'manager' ? viewer.entry : null;
  const entitlements = entry?.company.entitlements ?? null;
  // Members who cannot buy are told whom to ask: the owner, by name.
  const team = useCompanyMembers(viewer.kind === 'member' ? entry?.company.id : null);
  const owner = team.members.find((m) => m.role === 'owner');

  const context: PlanActionContext = {
    viewer,
    interval,
    currentPlanId: entry ? currentPlanId(entitlements, now) : null,
    liveSubscription: hasLiveSubscription(entitlements),
    ownerName: owner ? owner.displayName || owner.email : null,
  };

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

  const planList = plans.status === 'ready' ? plans.plans : [];
  const requested = planList.find((p) => p.id === requestedPlanId);
  const dialogOpen =
    viewer.kind === 'manager' && !!requested && planAction(requested, context).kind === 'checkout';

  const choose = (plan: Plan) => setQuery({ plan: plan.id });
  const manage = (plan: Plan) => {
    if (!entry) return;
    setPortalPlanId(plan.id);
    void portal.go(() => openPortal(entry.company.id));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl space-y-4 text-center">
        <h1 className="text-4xl font-semibold tracking-tight">{paths.pricing.title}</h1>
        <p className="text-lg text-muted-foreground">{pageDescriptions.pricing}</p>
        <p className="text-sm text-muted-foreground">
          Plans belong to a company and are priced per seat: every member and pending email
          invitation uses one.
        </p>
        <IntervalToggle
          value={interval}
          onChange={(next) => setQuery({ interval: next })}
          saving={yearlySavingLabel(planList)}
        />
        {entry ? (
          <p className="text-sm" data-testid="pricing-company">
            For <span className="font-medium">{entry.company.name}</span>, your active company.
          </p>
        ) : null}
      </div>

      <div className="mt-10 space-y-6">
        {companies.status === 'error' && authStatus === 'signedIn' ? (
          <Alert
            variant="destructive"
            className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span>
              {companies.error ?? 'We could not load your companies.'} Your plan is not shown until
              they load.
            </span>
            <Button size="sm" variant="outline" onClick={retryCompanies}>
              Try again
            </Button>
          </Alert>
        ) : null}
        <BillingErrorAlert error={portal.error} />

        {plans.status === 'loading' ? <PlansSkeleton /> : null}
        {plans.status === 'error' ? (
          <Alert
            variant="destructive"
            className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span>We could not load the plans. Check your connection and try again.</span>
            <Button size="sm" variant="outline" onClick={plans.retry}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {plans.status === 'ready' && planList.length === 0 ? (
          <Alert>
            No plans are on offer right now. Please check back soon, or{' '}
            <Link to={paths.contact.path} className="font-medium text-primary underline">
              contact us
            </Link>
            .
          </Alert>
        ) : null}
        {planList.length > 0 ? (
          <ul aria-label="Plans" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {planList.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                interval={interval}
                current={plan.id === context.currentPlanId}
                action={planAction(plan, context)}
                busy={portal.busy && portalPlanId === plan.id}
                locked={portal.busy}
                onChoose={choose}
                onPortal={manage}
              />
            ))}
          </ul>
        ) : null}
        <p className="text-center text-xs text-muted-foreground">
          Prices per seat, before tax. Change seats, switch plans or cancel at any time in the
          billing portal.
        </p>
      </div>

      {dialogOpen && requested && entry ? (
        <Suspense fallback={null}>
          <SeatsDialog
            plan={requested}
            interval={interval}
            company={entry.company}
            onClose={() => setQuery({ plan: null })}
            onIntervalChange={(next) => setQuery({ interval: next })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageDescriptions } from '@/config/page-descriptions';
import { paths } from '@/config/paths';
import { yearlySavingLabel, type Plan } from '@/lib/billing/plans';
import type { PlansState } from '@/lib/billing/use-plans';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Skeleton } from '@/lib/ui/skeleton';
import { IntervalToggle } from './interval-toggle';
import { PlanCard } from './plan-card';
import { planAction, type PlanActionContext } from './plan-actions';
import type { PricingQuery } from './use-pricing-query';

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

interface PricingViewProps {
  plans: PlansState;
  query: PricingQuery;
  /** Who is looking and what their company is on: decides each card's button. */
  context: PlanActionContext;
  /** The active company's name, for a signed-in viewer. */
  companyName?: string | undefined;
  /** Problems of the signed-in parts (companies, the billing portal), above the plans. */
  alerts?: ReactNode;
  /** The plan whose portal is opening, and whether every card waits for it. */
  busyPlanId?: string | null;
  locked?: boolean;
  onPortal?: (plan: Plan) => void;
  /** The seats dialog, for an owner or admin. */
  children?: ReactNode;
}

/** /pricing as everyone sees it: the plans, monthly or yearly, each with the viewer's button. */
export function PricingView({
  plans,
  query,
  context,
  companyName,
  alerts,
  busyPlanId = null,
  locked = false,
  onPortal = () => undefined,
  children,
}: PricingViewProps) {
  const planList = plans.status === 'ready' ? plans.plans : [];
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
          value={query.interval}
          onChange={(next) => query.setQuery({ interval: next })}
          saving={yearlySavingLabel(planList)}
        />
        {companyName ? (
          <p className="text-sm" data-testid="pricing-company">
            For <span className="font-medium">{companyName}</span>, your active company.
          </p>
        ) : null}
      </div>

      <div className="mt-10 space-y-6">
        {alerts}
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
                interval={query.interval}
                current={plan.id === context.currentPlanId}
                action={planAction(plan, context)}
                busy={busyPlanId === plan.id}
                locked={locked}
                onChoose={(chosen) => query.setQuery({ plan: chosen.id })}
                onPortal={onPortal}
              />
            ))}
          </ul>
        ) : null}
        <p className="text-center text-xs text-muted-foreground">
          Prices per seat, before tax. Change seats, switch plans or cancel at any time in the
          billing portal.
        </p>
      </div>
      {children}
    </div>
  );
}

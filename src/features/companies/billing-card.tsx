import { seatLimit, seatsInUse } from '@contracts/seats';
import { useEffect, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { BillingErrorAlert } from '@/lib/billing/billing-error-alert';
import { openPortal } from '@/lib/billing/billing-api';
import { currentPlanId, grantsPaidPlan } from '@/lib/billing/entitlements';
import { PlanPeriodTerm } from '@/lib/billing/plan-period-term';
import { planStatusView } from '@/lib/billing/plan-status';
import { PlanStatusBadge } from '@/lib/billing/plan-status-badge';
import { INTERVAL_WORDS } from '@/lib/billing/plans';
import { useFreePlanSeats } from '@/lib/billing/use-free-plan-seats';
import { usePaymentRedirect } from '@/lib/billing/use-payment-redirect';
import { usePlanName } from '@/lib/billing/use-plan-name';
import type { CompanyEntry } from '@/lib/companies/companies-store';
import { mayDo } from '@contracts/company-permissions';
import { usePendingInvitations } from '@/lib/companies/use-pending-invitations';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { LinkButton } from '@/lib/ui/link-button';
import { Skeleton } from '@/lib/ui/skeleton';
import { Spinner } from '@/lib/ui/spinner';

/**
 * The company's plan: name and state (trial, active, past due with its deadline, cancelling at
 * the period end, or free), seats used against the plan's, and the next renewal or end. Owners
 * and admins change the plan on /pricing and everything else in the billing portal; members
 * see it read-only.
 */
export function BillingCard({ entry }: { entry: CompanyEntry }) {
  const { company, role } = entry;
  const manager = mayDo(role, 'billing');
  const entitlements = company.entitlements;
  // Plan states change over days (a grace period's end): the time the page opened is enough.
  const [now] = useState(() => Date.now());
  const planName = usePlanName(currentPlanId(entitlements, now), company.id);
  const view = planStatusView(entitlements, now);
  const freePlanSeats = useFreePlanSeats();
  const limit = seatLimit(entitlements, now, freePlanSeats);
  // Owners and admins see pending invitations, which hold seats too; members count members.
  const pending = usePendingInvitations(company.id, manager);
  const used = seatsInUse(company.memberCount, pending.invitations, now);
  const portal = usePaymentRedirect();
  const warning = view.tone === 'warning' && view.detail;
  // `#billing`: where a payment-failed mail or banner sends the owner and admins.
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (location.hash === '#billing') anchor.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Card id="billing" ref={anchor} className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Plan and billing</CardTitle>
        <CardDescription>
          {manager
            ? 'Your plan, its seats and payments. Billing belongs to the company.'
            : 'Only owners and admins can change the plan or billing.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap items-center gap-3">
          {planName ? (
            <p className="text-xl font-semibold" data-testid="plan-name">
              {planName}
            </p>
          ) : (
            <Skeleton className="h-7 w-28" />
          )}
          <PlanStatusBadge view={view} />
        </div>

        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Seats</dt>
            <dd className="font-medium" data-testid="billing-seats">
              {manager && pending.status !== 'ready'
                ? `${limit} seats`
                : `${used} of ${limit} used`}
            </dd>
          </div>
          {entitlements?.interval && grantsPaidPlan(entitlements, now) ? (
            <div>
              <dt className="text-muted-foreground">Billing</dt>
              <dd className="font-medium">{INTERVAL_WORDS[entitlements.interval].label}</dd>
            </div>
          ) : null}
          <PlanPeriodTerm view={view} />
        </dl>

        {warning ? (
          <Alert variant="info">{view.detail}</Alert>
        ) : view.detail ? (
          <p className="text-sm text-muted-foreground">{view.detail}</p>
        ) : null}

        {manager ? (
          <>
            <BillingErrorAlert error={portal.error} />
            <div className="flex flex-wrap gap-2">
              <LinkButton to={paths.pricing.path}>Change plan</LinkButton>
              {/* The portal needs a subscription: a company that never paid has none yet. */}
              {entitlements ? (
                <Button
                  variant="outline"
                  disabled={portal.busy}
                  onClick={() => void portal.go(() => openPortal(company.id))}
                >
                  {portal.busy ? <Spinner label="Opening the billing portal" /> : null}
                  Manage billing
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

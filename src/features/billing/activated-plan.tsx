import type { Entitlements } from '@contracts/billing';
import { CircleCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlanPeriodTerm } from '@/lib/billing/plan-period-term';
import { planStatusView } from '@/lib/billing/plan-status';
import { PlanStatusBadge } from '@/lib/billing/plan-status-badge';
import { INTERVAL_WORDS, seatsText } from '@/lib/billing/plans';
import { LinkButton } from '@/lib/ui/link-button';

/** Where to go next from the payment pages: the company and its team. */
export function CompanyLinks() {
  return (
    <div className="flex flex-wrap gap-2">
      <LinkButton to={paths.company.path} variant="outline">
        Company settings
      </LinkButton>
      <LinkButton to={paths.companyMembers.path} variant="outline">
        Invite your team
      </LinkButton>
    </div>
  );
}

/** The plan the payment activated: name, seats, status, and the trial end or next renewal. */
export function ActivatedPlan({
  companyName,
  planName,
  entitlements,
  now,
}: {
  companyName: string;
  planName: string;
  entitlements: Entitlements;
  now: number;
}) {
  const view = planStatusView(entitlements, now);
  return (
    <div className="space-y-4" data-testid="activated-plan">
      <p className="flex items-start gap-2 font-medium">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        {companyName} is now on the {planName} plan.
      </p>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">
            {planName}
            {entitlements.interval
              ? `, billed ${INTERVAL_WORDS[entitlements.interval].adverb}`
              : ''}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Seats</dt>
          <dd className="font-medium">{seatsText(entitlements.seats)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <PlanStatusBadge view={view} />
          </dd>
        </div>
        <PlanPeriodTerm view={view} />
      </dl>
      {view.detail ? <p className="text-sm text-muted-foreground">{view.detail}</p> : null}
    </div>
  );
}

import type { BillingInterval } from '@contracts/billing';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  formatMoney,
  isFreePlan,
  monthlySeatPrice,
  seatsText,
  type Plan,
} from '@/lib/billing/plans';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { LinkButton } from '@/lib/ui/link-button';
import { Skeleton } from '@/lib/ui/skeleton';
import { Spinner } from '@/lib/ui/spinner';
import type { PlanAction } from './plan-actions';

function Price({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  if (isFreePlan(plan)) {
    return (
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-semibold tracking-tight">
          {formatMoney(0, plan.currency)}
        </span>
        <span className="text-sm text-muted-foreground">free forever</span>
      </p>
    );
  }
  const perMonth = monthlySeatPrice(plan, interval);
  const yearly = plan.prices.year;
  if (perMonth === null) {
    return (
      <p className="text-sm text-muted-foreground">
        Only sold with {interval === 'year' ? 'monthly' : 'yearly'} billing.
      </p>
    );
  }
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-semibold tracking-tight" data-testid="plan-price">
          {formatMoney(perMonth, plan.currency)}
        </span>
        <span className="text-sm text-muted-foreground">
          per seat / month{interval === 'year' ? ', billed yearly' : ''}
        </span>
      </p>
      {interval === 'year' && yearly ? (
        <p className="mt-1 text-xs text-muted-foreground">
          {formatMoney(yearly.amount, plan.currency)} per seat a year
        </p>
      ) : null}
    </div>
  );
}

/** What a card's action button needs: the plan, what this viewer can do with it, and how. */
interface ActionProps {
  plan: Plan;
  action: PlanAction;
  /** This card's portal button is opening the portal. */
  busy: boolean;
  /** Some portal button is: the others wait. */
  locked: boolean;
  onChoose: (plan: Plan) => void;
  onPortal: (plan: Plan) => void;
}

function ActionButton({ plan, action, busy, locked, onChoose, onPortal }: ActionProps) {
  const noteId = `plan-${plan.id}-note`;
  switch (action.kind) {
    case 'loading':
      return <Skeleton className="h-10 w-full" />;
    case 'link':
      return (
        <LinkButton to={action.to} className="w-full">
          {action.label}
        </LinkButton>
      );
    case 'disabled':
      return (
        <div className="space-y-2">
          <Button
            className="w-full"
            variant="outline"
            disabled
            aria-describedby={action.note ? noteId : undefined}
          >
            {action.label}
          </Button>
          {action.note ? (
            <p id={noteId} className="text-center text-xs text-muted-foreground">
              {action.note}
            </p>
          ) : null}
        </div>
      );
    case 'checkout':
      return (
        <Button className="w-full" onClick={() => onChoose(plan)}>
          {action.label}
        </Button>
      );
    case 'portal':
      return (
        <Button
          className="w-full"
          variant="outline"
          disabled={locked}
          onClick={() => onPortal(plan)}
        >
          {busy ? <Spinner label="Opening the billing portal" /> : null}
          {action.label}
        </Button>
      );
  }
}

/** One plan: name, price per seat, seats, trial, features, and what this viewer can do. */
export function PlanCard({
  interval,
  current,
  ...actionProps
}: ActionProps & {
  interval: BillingInterval;
  /** The active company is on this plan. */
  current: boolean;
}) {
  const { plan } = actionProps;
  const headingId = `plan-${plan.id}-name`;
  return (
    <li className="flex">
      <article
        aria-labelledby={headingId}
        data-testid={`plan-${plan.id}`}
        className={cn(
          'flex w-full flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
          current && 'border-primary ring-1 ring-primary',
        )}
      >
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-xl font-semibold">
              {plan.name}
            </h2>
            {current ? <Badge>Current plan</Badge> : null}
            {plan.trialDays > 0 ? (
              <Badge variant="outline">{plan.trialDays}-day free trial</Badge>
            ) : null}
          </div>
          {plan.description ? (
            <p className="text-sm text-muted-foreground">{plan.description}</p>
          ) : null}
        </div>
        <Price plan={plan} interval={interval} />
        <p className="text-sm font-medium">Up to {seatsText(plan.limits.seats)}</p>
        <ActionButton {...actionProps} />
        {plan.features.length > 0 ? (
          <ul className="space-y-2 text-sm" aria-label={`${plan.name} features`}>
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

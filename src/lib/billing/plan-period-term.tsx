import { formatDate } from '../companies/dates';
import type { PlanStatusView } from './plan-status';

/** The plan's next date (renews, trial ends, access ends…) as a term of a `<dl>`, if it has one. */
export function PlanPeriodTerm({ view }: { view: PlanStatusView }) {
  if (!view.period) return null;
  return (
    <div>
      <dt className="text-muted-foreground">{view.period.label}</dt>
      <dd className="font-medium">{formatDate(view.period.at)}</dd>
    </div>
  );
}

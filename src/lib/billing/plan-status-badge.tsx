import { Badge } from '../ui/badge';
import type { PlanStatusView } from './plan-status';

/** The plan's state as a badge (Trial, Active, Past due, Cancels on…); nothing on the free plan. */
export function PlanStatusBadge({ view }: { view: PlanStatusView }) {
  if (!view.badge) return null;
  return (
    <Badge variant={view.tone} data-testid="plan-status">
      {view.badge}
    </Badge>
  );
}

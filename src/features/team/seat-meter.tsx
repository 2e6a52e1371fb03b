import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { SeatUsage } from './seats';

/** "3 of 5 seats used", with a bar; a full plan links to the plans. */
export function SeatMeter({ usage }: { usage: SeatUsage }) {
  const percent = Math.min(100, Math.round((usage.used / Math.max(1, usage.limit)) * 100));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-medium" data-testid="seat-usage">
          {usage.used} of {usage.limit} seats used
        </p>
        {usage.full ? (
          <Link to={paths.pricing.path} className="text-primary underline-offset-4 hover:underline">
            Need more seats? See plans
          </Link>
        ) : (
          <p className="text-muted-foreground">Members and pending email invitations use seats.</p>
        )}
      </div>
      <div
        role="meter"
        aria-label="Seats used"
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={usage.used}
        aria-valuetext={`${usage.used} of ${usage.limit} seats used`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', usage.full ? 'bg-warning' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

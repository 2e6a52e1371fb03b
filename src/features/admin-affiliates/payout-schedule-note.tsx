import type { PayoutSchedule } from '@contracts/admin-affiliates';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ordinal } from '@/lib/affiliate-programme/terms-words';
import { useOperationQuery } from '@/lib/data/operation-query';
import { formatLedgerDay } from '@/lib/affiliate-programme/ledger-day';

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function lastRunText(lastRun: NonNullable<PayoutSchedule['lastRun']>): string {
  const when = monthName(lastRun.month);
  if (lastRun.payoutCount === null) return `${when}'s scheduled batch is being generated.`;
  if (lastRun.payoutCount === 0) return `${when}'s run found nobody due a payout.`;
  return `${when}'s scheduled batch: ${lastRun.payoutCount} ${
    lastRun.payoutCount === 1 ? 'payout' : 'payouts'
  }.`;
}

/**
 * Above the batches: when the maintenance job creates the next monthly batch by itself (the day
 * affiliates are promised as "Next payout"), and how its latest run went, so an admin knows
 * whether to wait for it or generate one by hand.
 */
export function PayoutScheduleNote({
  now: given,
  onEmulators = false,
}: {
  /** The clock (tests); the time of the first render otherwise. */
  now?: number;
  /** Scheduled functions do not fire on the emulators: a due batch waits for a hand. */
  onEmulators?: boolean;
}) {
  const [firstRender] = useState(() => Date.now());
  const now = given ?? firstRender;
  const schedule = useOperationQuery('adminAffiliatePayoutOperations', 'getPayoutSchedule', {});
  if (!schedule.data) {
    return schedule.error ? (
      <p className="text-sm text-muted-foreground">The payout schedule could not be loaded.</p>
    ) : null;
  }
  const { payoutDayOfMonth, nextRunAt, lastRun } = schedule.data;
  const next =
    nextRunAt > now
      ? `Next: ${formatLedgerDay(nextRunAt)}.`
      : onEmulators
        ? 'Due now, but on the emulators the maintenance job does not run by itself: generate it by hand.'
        : 'Due now: the next run of the maintenance job (every 15 minutes) creates it.';
  return (
    <div
      role="note"
      aria-label="Payout schedule"
      className="flex gap-3 rounded-md border bg-muted/40 p-3 text-sm"
    >
      <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        A batch is created by itself on the {ordinal(payoutDayOfMonth)} of each month. {next}{' '}
        {lastRun ? `${lastRunText(lastRun)} ` : null}
        <Link
          to="/admin/affiliates/settings"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Change the payout day
        </Link>
      </p>
    </div>
  );
}

import type { CurrencyTotal, PastDueCase } from '@contracts/admin-billing';
import { formatDate } from '@/lib/companies/dates';
import { useOperationQuery } from '@/lib/data/operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { formatMinorUnits } from '@/lib/money';
import { type ColumnDef, DataTable, fixedColumn } from '@/lib/ui/data-table';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { TitledSection } from '@/lib/ui/titled-section';
import { graceDayLabel, mailsSentLabel } from './past-due-words';

const money = (row: { amountCents: number; currency: string }) =>
  formatMinorUnits(row.amountCents, row.currency);

const columns: ColumnDef<PastDueCase, unknown>[] = [
  fixedColumn('company', 'Company', (row) => (
    <span className="font-medium">{row.companyName}</span>
  )),
  fixedColumn('plan', 'Plan', (row) => row.planName),
  fixedColumn('amount', 'At risk a month', (row) => (
    <span className="tabular-nums">{money(row)}</span>
  )),
  fixedColumn('day', 'Day of grace', (row) => graceDayLabel(row)),
  fixedColumn('mails', 'Mails sent', (row) => mailsSentLabel(row.mailsSent)),
  fixedColumn('graceUntil', 'Grace ends', (row) => formatDate(row.graceUntil)),
];

/** One figure per currency: amounts in two currencies are never added together. */
function Totals({
  label,
  totals,
  testId,
}: {
  label: string;
  totals: CurrencyTotal[];
  testId: string;
}) {
  return (
    <div className="rounded-xl border bg-card p-5" data-testid={testId}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      {totals.length === 0 ? (
        <dd className="mt-1 text-2xl font-semibold">None</dd>
      ) : (
        totals.map((total) => (
          <dd key={total.currency} className="mt-1 flex items-baseline gap-2">
            <span className="text-2xl font-semibold tabular-nums">{money(total)}</span>
            <span className="text-xs text-muted-foreground">
              {total.currency.toUpperCase()} ·{' '}
              {total.cases === 1 ? '1 case' : `${total.cases} cases`}
            </span>
          </dd>
        ))
      )}
    </div>
  );
}

/**
 * /admin/subscription-plans' queue of failing payments (dunning cases): each open case with its
 * amount, how far into its grace it is and which mails went out, and the totals per currency at
 * risk and recovered since the 1st of this month (UTC). Read-only.
 */
export function PastDueQueue() {
  const queue = useOperationQuery('adminBillingOperations', 'pastDueQueue', {});
  const answer = queue.data;
  return (
    <TitledSection
      id="past-due-heading"
      title="Failing payments"
      className="mb-10 space-y-4"
      titleClassName="text-lg font-semibold"
    >
      <p className="text-sm text-muted-foreground">
        Companies whose payment failed keep their plan until the grace ends; their owner and admins
        are mailed on days 0, 3 and 7.
      </p>
      {queue.status === 'error' ? (
        <RetryAlert onRetry={() => void queue.refetch()}>{callableMessage(queue.error)}</RetryAlert>
      ) : null}
      {answer ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Totals label="At risk a month" totals={answer.atRisk} testId="past-due-at-risk" />
          <Totals
            label="Recovered this month"
            totals={answer.recoveredThisMonth}
            testId="past-due-recovered"
          />
        </dl>
      ) : queue.isPending ? (
        <LoadingBlocks
          label="Loading the totals"
          className="grid gap-4 sm:grid-cols-2"
          blocks={['h-24 w-full', 'h-24 w-full']}
        />
      ) : null}
      {answer?.truncated ? (
        <p className="text-sm text-muted-foreground">
          Only the first {answer.cases.length} cases are listed and counted.
        </p>
      ) : null}
      <DataTable
        caption="Failing payments"
        columns={columns}
        rows={answer?.cases ?? []}
        getRowId={(row) => row.caseId}
        loading={queue.isPending}
        empty="No payment is failing right now."
      />
    </TitledSection>
  );
}

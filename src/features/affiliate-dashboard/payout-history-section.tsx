import type { PayoutHistoryRow } from '@contracts/affiliate-earnings';
import { PAYOUT_METHOD_LABELS } from '@contracts/affiliate-payout-details';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { formatMinorUnits } from '@/lib/money';
import { Badge } from '@/lib/ui/badge';
import { DataTable, type ColumnDef } from '@/lib/ui/data-table';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { formatLedgerDay } from '@/lib/affiliate-programme/ledger-day';

export const PAYOUT_HISTORY_PAGE_SIZE = 20;

const columns: ColumnDef<PayoutHistoryRow, unknown>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: ({ row }) => formatLedgerDay(row.original.paidAt ?? row.original.createdAt),
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => (
      <span className="tabular-nums">
        {formatMinorUnits(row.original.amountCents, row.original.currency)}
      </span>
    ),
  },
  { id: 'currency', header: 'Currency', cell: ({ row }) => row.original.currency.toUpperCase() },
  {
    id: 'method',
    header: 'Method',
    cell: ({ row }) => (row.original.method ? PAYOUT_METHOD_LABELS[row.original.method] : '—'),
  },
  {
    id: 'reference',
    header: 'Reference',
    cell: ({ row }) =>
      row.original.status === 'paid' ? (
        <span className="inline-flex flex-col gap-0.5">
          <Badge>Paid</Badge>
          <span className="break-all font-mono text-xs">{row.original.reference ?? '—'}</span>
        </span>
      ) : (
        <Badge variant="outline">Being sent</Badge>
      ),
  },
];

/**
 * "Payouts": every payout made to the affiliate, newest first, with the provider's reference
 * once it is paid (read through affiliateEarningsOperations; payouts are closed to affiliates).
 */
export function PayoutHistorySection() {
  const { query: history, pagination } = usePagedOperationQuery(
    'affiliateEarningsOperations',
    'listPayouts',
    { pageSize: PAYOUT_HISTORY_PAGE_SIZE },
  );
  return (
    <section aria-labelledby="payout-history-heading" className="space-y-4">
      <div>
        <h2 id="payout-history-heading" className="text-xl font-semibold">
          Payouts
        </h2>
        <p className="text-sm text-muted-foreground">
          What we sent you, and the reference the payment provider gave it.
        </p>
      </div>
      {history.status === 'error' ? (
        <RetryAlert onRetry={() => void history.refetch()} className="mb-0">
          {callableMessage(history.error)}
        </RetryAlert>
      ) : null}
      <DataTable
        caption="Your payouts, newest first"
        columns={columns}
        rows={history.data?.rows ?? []}
        getRowId={(row) => row.id}
        loading={history.isPending}
        empty="No payouts yet. Once your payable balance reaches the minimum, the next payout day sends it."
        pagination={pagination}
      />
    </section>
  );
}

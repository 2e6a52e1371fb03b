import type { EarningRow } from '@contracts/affiliate-earnings';
import { ruleWords } from '@contracts/commission-rule-words';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { formatMinorUnits } from '@/lib/money';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { DataTable, type ColumnDef } from '@/lib/ui/data-table';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { CurrencyBalances } from './currency-balances';
import { formatLedgerDay } from '@/lib/affiliate-programme/ledger-day';

export const EARNINGS_PAGE_SIZE = 20;

const KIND_WORDS: Record<EarningRow['kind'], string> = {
  commission: 'Commission',
  refund: 'Refund',
  dispute: 'Dispute',
  adjustment: 'Adjustment',
  referralMoved: 'Referral moved',
};

const ADJUSTMENT_WORDS: Record<NonNullable<EarningRow['adjustmentType']>, string> = {
  bonus: 'Bonus',
  clawback: 'Adjustment (clawback)',
};

const MOVE_WORDS: Record<NonNullable<EarningRow['referralMove']>, string> = {
  movedAway: 'Referral moved to another affiliate',
  assigned: 'Referral assigned to you',
};

const HELD_WORDS: Record<NonNullable<EarningRow['heldReason']>, string> = {
  emailUnverified: "the customer hasn't verified their email yet",
  currencyReview: 'paid in another currency before we paid every currency; under review',
};

function StatusBadge({ row }: { row: EarningRow }) {
  switch (row.status) {
    case 'paid':
      return <Badge>Paid</Badge>;
    case 'payable':
      return <Badge variant="outline">Payable</Badge>;
    case 'pending':
      return (
        <span className="inline-flex flex-col gap-0.5">
          <Badge variant="outline">Pending</Badge>
          <span className="text-xs text-muted-foreground">
            until {formatLedgerDay(row.availableAt)}
          </span>
        </span>
      );
    case 'held':
      return (
        <span className="inline-flex flex-col gap-0.5">
          <Badge variant="warning">Held</Badge>
          <span className="text-xs text-muted-foreground">
            {row.heldReason ? `Held: ${HELD_WORDS[row.heldReason]}` : 'Held'}
          </span>
        </span>
      );
    case 'notice':
      return <span className="text-xs text-muted-foreground">Nothing to pay</span>;
  }
}

/**
 * What the line is: the company (and the kind, unless a commission); a bonus or clawback by a
 * super admin with the reason they gave; a referral that moved, under the company's name.
 */
function EntryDetails({ row }: { row: EarningRow }) {
  const aside = (text: string) => (
    <span className="ml-2 text-xs text-muted-foreground">{text}</span>
  );
  if (row.adjustmentType) {
    return (
      <span className="inline-flex flex-col gap-0.5">
        <span className="font-medium">{ADJUSTMENT_WORDS[row.adjustmentType]}</span>
        {row.reason ? (
          <span className="text-xs text-muted-foreground">Reason: {row.reason}</span>
        ) : null}
      </span>
    );
  }
  if (row.kind === 'referralMoved') {
    return (
      <span>
        {row.companyName}
        {aside(row.referralMove ? MOVE_WORDS[row.referralMove] : KIND_WORDS.referralMoved)}
      </span>
    );
  }
  return (
    <span>
      {row.companyName}
      {row.kind === 'commission' ? null : aside(KIND_WORDS[row.kind])}
    </span>
  );
}

const columns: ColumnDef<EarningRow, unknown>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => formatLedgerDay(row.original.createdAt) },
  { id: 'company', header: 'Company', cell: ({ row }) => <EntryDetails row={row.original} /> },
  {
    id: 'invoice',
    header: 'Invoice amount',
    cell: ({ row }) =>
      row.original.kind === 'commission' && row.original.invoiceAmountCents !== null
        ? formatMinorUnits(row.original.invoiceAmountCents, row.original.invoiceCurrency)
        : '—',
  },
  {
    id: 'commission',
    header: 'Commission',
    cell: ({ row }) => (
      <span className="inline-flex flex-col gap-0.5">
        <span
          className={
            row.original.amountCents < 0 ? 'text-destructive tabular-nums' : 'tabular-nums'
          }
        >
          {formatMinorUnits(row.original.amountCents, row.original.currency)}
        </span>
        {/* The rule in force when the invoice was paid, as recorded on the entry. */}
        {row.original.rule ? (
          <span className="text-xs text-muted-foreground">{ruleWords(row.original.rule)}</span>
        ) : null}
      </span>
    ),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge row={row.original} /> },
];

/**
 * "Earnings": per currency, pending (in the refund hold), payable and paid totals and why a
 * balance rolls over; the next payout date and every ledger entry (in its own currency) (commission, refund, dispute, a super admin's bonus or clawback, a
 * referral that moved) by page. Read through
 * affiliateEarningsOperations (the ledger itself is closed to affiliates).
 */
export function EarningsSection() {
  const { query: earnings, pagination } = usePagedOperationQuery(
    'affiliateEarningsOperations',
    'getEarnings',
    { pageSize: EARNINGS_PAGE_SIZE },
  );
  const data = earnings.data;

  return (
    <section aria-labelledby="earnings-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="earnings-heading" className="text-xl font-semibold">
            Earnings
          </h2>
          <p className="text-sm text-muted-foreground">
            {data
              ? `Next payout: ${formatLedgerDay(data.nextPayoutAt)}. Each currency is paid on its own once it reaches its minimum; a smaller balance rolls over to the following month.`
              : 'Commissions from the customers you referred.'}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void earnings.refetch()}
          disabled={earnings.isFetching}
        >
          Reload earnings
        </Button>
      </div>
      {earnings.status === 'error' ? (
        <RetryAlert onRetry={() => void earnings.refetch()} className="mb-0">
          {callableMessage(earnings.error)}
        </RetryAlert>
      ) : null}
      {data ? (
        <CurrencyBalances balances={data.balances} />
      ) : earnings.isPending ? (
        <div
          role="status"
          className="h-24 animate-pulse rounded-xl bg-muted"
          aria-label="Loading earnings"
        />
      ) : null}
      <DataTable
        caption="Your commissions, newest first"
        columns={columns}
        rows={data?.rows ?? []}
        getRowId={(row) => row.id}
        loading={earnings.isPending}
        empty="No commissions yet. When a customer you referred pays for a plan, it appears here."
        pagination={pagination}
      />
    </section>
  );
}

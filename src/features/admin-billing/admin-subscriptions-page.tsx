import type { AdminPlan, SubscriptionRow, SubscriptionSort } from '@contracts/admin-billing';
import { ExternalLink, Gift, History } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, nameFromId } from '@/lib/billing/plans';
import { formatDate } from '@/lib/companies/dates';
import { useOperationQuery } from '@/lib/data/operation-query';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { useAction, useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { type ColumnDef, type SortingState, fixedColumn } from '@/lib/ui/data-table';
import { Dialog } from '@/lib/ui/dialog';
import { FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { PageHeader } from '@/lib/ui/page-header';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { SelectField } from '@/lib/ui/select-field';
import { Skeleton } from '@/lib/ui/skeleton';
import { filter, FilterBar } from '@/lib/ui/filter-select';
import { openCustomerPage } from './admin-billing-api';
import { PastDueQueue } from './past-due-queue';
import { STATUS_FILTERS, subscriptionStateLabel, type StatusFilter } from './subscription-words';
import { ServerListTable } from '@/lib/ui/server-list-table';

const PAGE_SIZE = 20;
const SORT_OF_COLUMN: Record<string, SubscriptionSort> = {
  name: 'name',
  createdAt: 'createdAt',
  mrrCents: 'mrr',
};
const dateOrDash = (ms: number | null) => (ms === null ? '—' : formatDate(ms));

/**
 * /admin/subscription-plans: the failing payments (PastDueQueue), then every company's
 * subscription (plan, status, seats used and paid, interval, period end, cancel at period end,
 * past-due grace, MRR), filtered by status and plan, sorted and paged on the server; per company
 * the customer page, a complimentary grant and the billing history.
 */
export default function AdminSubscriptionsPage() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [planId, setPlanId] = useState<string>('all');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const [granting, setGranting] = useState<SubscriptionRow | null>(null);
  const [history, setHistory] = useState<SubscriptionRow | null>(null);
  // The company whose customer page was last asked for (busy while it opens).
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const sort = sorting[0] ?? { id: 'name', desc: false };
  const plans = useOperationQuery('adminBillingOperations', 'listPlans', {});
  const list = usePagedOperationQuery('adminBillingOperations', 'listSubscriptions', {
    status: status === 'all' ? null : status,
    planId: planId === 'all' ? null : planId,
    sort: SORT_OF_COLUMN[sort.id] ?? 'name',
    direction: sort.desc ? 'desc' : 'asc',
    pageSize: PAGE_SIZE,
  });
  const planRows = plans.data?.plans;
  const planName = (id: string) => planRows?.find((p) => p.planId === id)?.name ?? nameFromId(id);

  const opening = useAction(
    async ({ companyId, tab }: { companyId: string; tab: Window | null }) => {
      try {
        const url = await openCustomerPage(companyId);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  );
  const onOpen = (row: SubscriptionRow) => {
    // The tab opens in the click itself: one opened after the await is a popup that browsers
    // may block (Safari does), silently. It gets its address once the link is made.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpeningId(row.companyId);
    opening.run({ companyId: row.companyId, tab });
  };

  const columns: ColumnDef<SubscriptionRow, unknown>[] = [
    {
      accessorKey: 'name',
      header: 'Company',
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    fixedColumn('plan', 'Plan', (row) => planName(row.planId)),
    fixedColumn('status', 'Status', (row) => subscriptionStateLabel(row, now)),
    fixedColumn(
      'seats',
      'Seats used / paid',
      (row) => `${row.seatsUsed} / ${row.seatsPaid ?? '—'}`,
    ),
    fixedColumn('interval', 'Interval', (row) =>
      row.interval === 'year' ? 'Yearly' : row.interval ? 'Monthly' : '—',
    ),
    fixedColumn('periodEnd', 'Period end', (row) => (
      <span>
        {dateOrDash(row.currentPeriodEnd)}
        {row.cancelAtPeriodEnd ? (
          <span className="block text-xs text-muted-foreground">cancels then</span>
        ) : null}
      </span>
    )),
    fixedColumn('grace', 'Grace until', (row) =>
      row.status === 'past_due' ? dateOrDash(row.graceUntil) : '—',
    ),
    {
      accessorKey: 'mrrCents',
      header: 'MRR',
      cell: ({ row }) => formatMoney(row.original.mrrCents, 'usd'),
    },
    {
      accessorKey: 'createdAt',
      header: 'Created',
      cell: ({ row }) => dateOrDash(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            disabled={
              !row.original.hasSubscription ||
              (opening.pending && openingId === row.original.companyId)
            }
            title={row.original.hasSubscription ? undefined : 'No subscription with the provider'}
            aria-label={`Customer page of ${row.original.name}`}
            onClick={() => onOpen(row.original)}
          >
            <ExternalLink aria-hidden />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Grant a complimentary plan to ${row.original.name}`}
            onClick={() => setGranting(row.original)}
          >
            <Gift aria-hidden />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Billing history of ${row.original.name}`}
            onClick={() => setHistory(row.original)}
          >
            <History aria-hidden />
          </Button>
        </div>
      ),
    },
  ];

  const planOptions = [
    { value: 'all', label: 'Every plan' },
    ...(planRows ?? []).map((p) => ({ value: p.planId, label: p.name })),
  ];

  return (
    <>
      <PageHeader
        title="Subscription plans"
        description="Every company's subscription, its seats and revenue. Sorting by MRR lists companies that have subscribed."
      />
      <PastDueQueue />
      <FilterBar
        filters={[
          filter({
            id: 'filter-status',
            label: 'Status',
            value: status,
            options: STATUS_FILTERS,
            onChange: setStatus,
          }),
          {
            id: 'filter-plan',
            label: 'Plan',
            value: planId,
            options: planOptions,
            onChange: setPlanId,
          },
        ]}
      />
      <ServerListTable
        list={list}
        rows={(answer) => answer.rows}
        caption="Companies and their subscriptions"
        columns={columns}
        getRowId={(row) => row.companyId}
        empty="No company matches these filters."
        sorting={sorting}
        onSortingChange={(updater) => {
          const next = typeof updater === 'function' ? updater(sorting) : updater;
          setSorting(next.length > 0 ? next.slice(0, 1) : [{ id: 'name', desc: false }]);
        }}
      />
      {granting ? (
        <GrantDialog
          row={granting}
          plans={(planRows ?? []).filter((p) => p.planId !== 'free')}
          onClose={() => setGranting(null)}
        />
      ) : null}
      <Dialog
        open={history !== null}
        onOpenChange={(open) => !open && setHistory(null)}
        title={`Billing history${history ? ` of ${history.name}` : ''}`}
        description="What the payment provider's webhook applied, and complimentary grants, newest first."
      >
        {history ? <HistoryList companyId={history.companyId} planName={planName} /> : null}
      </Dialog>
    </>
  );
}

function GrantDialog({
  row,
  plans,
  onClose,
}: {
  row: SubscriptionRow;
  plans: AdminPlan[];
  onClose: () => void;
}) {
  const [planId, setPlanId] = useState<string>(plans[0]?.planId ?? '');
  const [days, setDays] = useState('30');
  const granting = useOperation('adminBillingOperations', 'grantComplimentary', {
    // Every read of the callable: the company's row, the plans' counts, its billing history.
    success: ({ until }) => `${row.name} has a complimentary plan until ${formatDate(until)}.`,
    errorToast: false,
    onSuccess: onClose,
  });
  const dayCount = Number(days);
  const valid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 366 && !!planId;

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Grant ${row.name} a complimentary plan?`}
      description={
        <p>
          The company gets the plan's seats at no charge until the end date, then returns to the
          Free plan unless it subscribes. A paid subscription later replaces the grant.
        </p>
      }
      confirmLabel="Grant plan"
      busy={granting.pending}
      confirmDisabled={!valid}
      onConfirm={() => granting.run({ companyId: row.companyId, planId, days: dayCount })}
    >
      <div className="space-y-3">
        <SelectField
          id="grant-plan"
          label="Plan"
          value={planId}
          options={plans.map((p) => ({ value: p.planId, label: p.name }))}
          onValueChange={setPlanId}
        />
        <FormField id="grant-days" label="Days">
          <Input
            id="grant-days"
            type="number"
            min={1}
            max={366}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </FormField>
        {granting.error ? (
          <Alert variant="destructive">{callableMessage(granting.error)}</Alert>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

function HistoryList({
  companyId,
  planName,
}: {
  companyId: string;
  planName: (id: string) => string;
}) {
  const history = useOperationQuery('adminBillingOperations', 'billingHistory', { companyId });
  if (history.status === 'pending') {
    return (
      <div className="space-y-2">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-3/4" />
      </div>
    );
  }
  if (history.status === 'error') {
    return (
      <RetryAlert onRetry={() => void history.refetch()} className="mb-0">
        {callableMessage(history.error)}
      </RetryAlert>
    );
  }
  const events = history.data.events;
  if (events.length === 0) {
    return <p className="text-sm text-muted-foreground">No billing events yet.</p>;
  }
  return (
    <ol className="max-h-96 space-y-3 overflow-y-auto text-sm">
      {events.map((event) => (
        <li key={event.id} className="rounded-lg border p-3">
          <p className="font-medium">{event.type}</p>
          <p className="text-muted-foreground">
            {new Date(event.at).toLocaleString()} · {event.outcome}
            {event.status ? ` · ${event.status}` : ''}
            {event.planId ? ` · ${planName(event.planId)}` : ''}
            {event.seats !== null ? ` · ${event.seats} seats` : ''}
            {event.mrrCents !== null ? ` · MRR ${formatMoney(event.mrrCents, 'usd')}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}

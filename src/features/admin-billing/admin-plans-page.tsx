import type { AdminPlan } from '@contracts/admin-billing';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, seatsText } from '@/lib/billing/plans';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DataTable, type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import { Dialog } from '@/lib/ui/dialog';
import { PageHeader } from '@/lib/ui/page-header';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { PlanEditor } from './plan-editor';
import { toggledPlan } from './plan-form';

const price = (plan: AdminPlan, interval: 'month' | 'year') => {
  const p = plan.prices[interval];
  return p ? `${formatMoney(p.amount, plan.currency)} / seat` : '—';
};

/**
 * /admin/plans: the plan catalogue in order (retired ones too) with its prices, seats, trial and
 * how many companies are on each; a dialog edits every field; retire and restore ask first.
 */
export default function AdminPlansPage() {
  const plans = useOperationQuery('adminBillingOperations', 'listPlans', {});
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [toggling, setToggling] = useState<AdminPlan | null>(null);
  const rows = plans.data?.plans ?? [];
  const nextOrder = rows.reduce((max, p) => Math.max(max, p.order + 1), 0);

  // Retire or restore: asked first, refused in the dialog.
  const toggle = useOperation('adminBillingOperations', 'savePlan', {
    success: (_answer, plan) => `${plan.name} ${plan.active ? 'restored' : 'retired'}.`,
    errorToast: false,
    onSuccess: () => setToggling(null),
  });
  const askToggle = (plan: AdminPlan | null) => {
    toggle.reset();
    setToggling(plan);
  };

  const columns: ColumnDef<AdminPlan, unknown>[] = [
    { accessorKey: 'order', header: 'Order' },
    {
      accessorKey: 'name',
      header: 'Plan',
      cell: ({ row }) => (
        <div>
          <p className="font-medium">{row.original.name}</p>
          <p className="text-xs text-muted-foreground">{row.original.planId}</p>
        </div>
      ),
    },
    fixedColumn('month', 'Monthly', (row) => (
      <span data-testid={`price-month-${row.planId}`}>{price(row, 'month')}</span>
    )),
    fixedColumn('year', 'Yearly', (row) => price(row, 'year')),
    {
      id: 'seats',
      header: 'Seat limit',
      accessorFn: (plan) => plan.limits.seats,
      cell: ({ row }) => seatsText(row.original.limits.seats),
    },
    {
      accessorKey: 'trialDays',
      header: 'Trial',
      cell: ({ row }) => (row.original.trialDays ? `${row.original.trialDays} days` : '—'),
    },
    { accessorKey: 'subscribers', header: 'Companies' },
    {
      accessorKey: 'active',
      header: 'Status',
      cell: ({ row }) =>
        row.original.active ? <Badge>Offered</Badge> : <Badge variant="outline">Retired</Badge>,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Edit ${row.original.name}`}
            onClick={() => setEditing(row.original)}
          >
            <Pencil aria-hidden className="size-4" />
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => askToggle(row.original)}>
            {row.original.active ? `Retire ${row.original.name}` : `Restore ${row.original.name}`}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Plans"
        description="The plan catalogue shown on /pricing: prices per seat, seats, trials and order."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            New plan
          </Button>
        }
      />
      {plans.status === 'error' ? (
        <RetryAlert onRetry={() => void plans.refetch()}>{callableMessage(plans.error)}</RetryAlert>
      ) : null}
      <DataTable
        caption="Plans in the order /pricing shows them"
        columns={columns}
        rows={rows}
        getRowId={(plan) => plan.planId}
        loading={plans.isPending}
        empty="No plans yet. Add the first one."
      />

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'New plan' : `Edit ${editing?.name ?? 'plan'}`}
        description="Prices are per seat. Companies keep the plan they are on until they change it."
      >
        {editing !== null ? (
          <PlanEditor
            key={editing === 'new' ? 'new' : editing.planId}
            plan={editing === 'new' ? null : editing}
            nextOrder={nextOrder}
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && askToggle(null)}
        title={toggling?.active ? `Retire ${toggling.name}?` : `Restore ${toggling?.name ?? ''}?`}
        description={
          toggling?.active ? (
            <p>
              {toggling.name} leaves /pricing and new checkouts are refused. The{' '}
              {toggling.subscribers} companies on it keep it, with their renewals.
            </p>
          ) : (
            <p>{toggling?.name} is offered on /pricing again.</p>
          )
        }
        confirmLabel={toggling?.active ? 'Retire plan' : 'Restore plan'}
        destructive={toggling?.active ?? false}
        busy={toggle.pending}
        onConfirm={() => toggling && toggle.run(toggledPlan(toggling))}
      >
        {toggle.error ? <Alert variant="destructive">{callableMessage(toggle.error)}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}

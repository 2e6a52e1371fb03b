import {
  PAYOUT_SCHEDULE_ACTOR_UID,
  type BatchPreview,
  type PayoutBatch,
  type PayoutRow,
} from '@contracts/admin-affiliates';
import { ArrowLeft, FileSpreadsheet, Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatDate, formatDateTime } from '@/lib/companies/dates';
import { downloadCsv } from '@/lib/csv';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { useOperationQuery } from '@/lib/data/operation-query';
import { usePagedOperationQuery } from '@/lib/data/paged-operation-query';
import { useOperation } from '@/lib/data/use-action';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { ExportCsvButton } from '@/lib/ui/export-csv-button';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DataTable, type ColumnDef, fixedColumn } from '@/lib/ui/data-table';
import { Input } from '@/lib/ui/input';
import { Label } from '@/lib/ui/label';
import { BATCHES_PAGE_SIZE, CLOCK_AVAILABLE } from './admin-affiliates-api';
import { formatMinorUnits } from '@/lib/money';
import { AmountsByCurrency, amountsText } from './amounts-by-currency';
import { payoutsCsv } from './payouts-csv';
import { PayoutScheduleNote } from './payout-schedule-note';
import { PROVIDER_FORMAT_LABELS, type ProviderFormat } from './provider-csv';
import { ProviderExportDialog } from './provider-export-dialog';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { ServerListTable } from '@/lib/ui/server-list-table';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Per currency: what the batch pays in it, its minimum and how many balances roll over. */
function PreviewByCurrency({ preview }: { preview: BatchPreview }) {
  return (
    <ul className="list-disc space-y-1 pl-5" aria-label="By currency">
      {preview.currencies.map((line) => {
        const money = (cents: number) => formatMinorUnits(cents, line.currency);
        return (
          <li key={line.currency}>
            {line.currency.toUpperCase()}: {plural(line.payoutCount, 'payout')},{' '}
            {money(line.amountCents)} in total. Minimum {money(line.minimumPayoutCents)}:{' '}
            {line.belowMinimum} below it roll over.
          </li>
        );
      })}
    </ul>
  );
}

function BatchStatus({ batch }: { batch: PayoutBatch }) {
  if (batch.status === 'paid') return <Badge variant="outline">Paid</Badge>;
  if (batch.status === 'generating') return <Badge variant="warning">Generating</Badge>;
  return (
    <Badge variant="warning">
      {batch.paidCount} of {batch.payoutCount} paid
    </Badge>
  );
}

/**
 * Payouts: generate a batch (a preview of the count and total is confirmed first), the batches
 * newest first, and one batch's payouts with the CSV export, the PayPal Payouts and Wise batch
 * files (provider-export-dialog.tsx) and "Mark paid" per payout.
 */
export function PayoutsSection({
  batchId,
  onOpenBatch,
}: {
  batchId: string | null;
  onOpenBatch: (id: string | null) => void;
}) {
  return batchId ? (
    <BatchDetail batchId={batchId} onBack={() => onOpenBatch(null)} />
  ) : (
    <BatchList onOpenBatch={onOpenBatch} />
  );
}

function BatchList({ onOpenBatch }: { onOpenBatch: (id: string) => void }) {
  const batches = usePagedOperationQuery('adminAffiliatePayoutOperations', 'listBatches', {
    pageSize: BATCHES_PAGE_SIZE,
  });
  const [clock, setClock] = useState('');
  const [preview, setPreview] = useState<BatchPreview | null>(null);
  const asOf = CLOCK_AVAILABLE && clock ? Date.parse(`${clock}T00:00:00Z`) : undefined;
  const clockPayload = asOf ? { asOf } : {};

  const previewing = useOperation('adminAffiliatePayoutOperations', 'previewBatch', {
    invalidates: [],
    onSuccess: (answer) => setPreview(answer),
  });
  const generating = useOperation('adminAffiliatePayoutOperations', 'generateBatch', {
    success: ({ batch }) =>
      batch
        ? `Batch created: ${batch.payoutCount} ${batch.payoutCount === 1 ? 'payout' : 'payouts'}, ${amountsText(batch.totals)}.`
        : 'Nobody is due a payout now; nothing was created.',
    // Refused in the dialog, where it was asked.
    errorToast: false,
    onSuccess: ({ batch }) => {
      setPreview(null);
      if (batch) onOpenBatch(batch.id);
    },
  });

  const columns: ColumnDef<PayoutBatch, unknown>[] = [
    fixedColumn('createdAt', 'Created', (row) => (
      <button
        type="button"
        className="font-medium text-primary underline-offset-4 hover:underline"
        onClick={() => onOpenBatch(row.id)}
      >
        {formatDateTime(row.createdAt)}
      </button>
    )),
    fixedColumn('asOf', 'Entries available by', (row) => formatDate(row.asOf)),
    fixedColumn('by', 'Created by', (row) =>
      row.createdBy === PAYOUT_SCHEDULE_ACTOR_UID ? 'Monthly schedule' : 'A super admin',
    ),
    fixedColumn('count', 'Payouts', (row) => row.payoutCount),
    fixedColumn('total', 'Total', (row) => <AmountsByCurrency amounts={row.totals} />),
    fixedColumn('status', 'Status', (row) => <BatchStatus batch={row} />),
  ];

  return (
    <section aria-labelledby="batches-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="batches-heading" className="text-lg font-semibold">
          Payout batches
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          {CLOCK_AVAILABLE ? (
            <div className="space-y-2">
              <Label htmlFor="batch-as-of">As of (emulators only)</Label>
              <Input
                id="batch-as-of"
                type="date"
                value={clock}
                onChange={(event) => setClock(event.target.value)}
                className="w-44"
              />
            </div>
          ) : null}
          <Button disabled={previewing.pending} onClick={() => previewing.run(clockPayload)}>
            <Plus aria-hidden />
            {previewing.pending ? 'Checking balances…' : 'Generate batch'}
          </Button>
        </div>
      </div>
      <PayoutScheduleNote onEmulators={CLOCK_AVAILABLE} />
      <ServerListTable
        list={batches}
        rows={(answer) => answer.batches}
        errorClassName="mb-0"
        caption="Payout batches"
        columns={columns}
        getRowId={(row) => row.id}
        empty="No payout batch yet."
      />
      <ConfirmDialog
        open={preview !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPreview(null);
            generating.reset();
          }
        }}
        title={preview?.payoutCount ? 'Generate this payout batch?' : 'Nobody is due a payout'}
        description={
          preview ? (
            <>
              <p>
                {preview.payoutCount === 0
                  ? 'No approved affiliate who accepted the current agreement has an available balance at or above its currency’s minimum.'
                  : `${plural(preview.payoutCount, 'payout')} from commissions available by ${formatDate(preview.asOf)}, one per affiliate and currency. Their entries are taken by this batch and cannot be paid twice.`}
              </p>
              <PreviewByCurrency preview={preview} />
              <p>{preview.awaitingAgreement} wait for the current agreement.</p>
              {generating.error ? (
                <p role="alert" className="text-destructive">
                  {callableMessage(generating.error)}
                </p>
              ) : null}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={
          preview?.payoutCount
            ? `Create ${preview.payoutCount} ${preview.payoutCount === 1 ? 'payout' : 'payouts'}`
            : 'Create batch'
        }
        confirmDisabled={!preview?.payoutCount}
        busy={generating.pending}
        onConfirm={() => generating.run(clockPayload)}
      />
    </section>
  );
}

function BatchDetail({ batchId, onBack }: { batchId: string; onBack: () => void }) {
  const detail = useOperationQuery('adminAffiliatePayoutOperations', 'getBatch', { batchId });
  const [paying, setPaying] = useState<PayoutRow | null>(null);
  const [reference, setReference] = useState('');
  const [providerFile, setProviderFile] = useState<ProviderFormat | null>(null);
  const marking = useOperation('adminAffiliatePayoutOperations', 'markPaid', {
    success: (answer) =>
      answer.emailSent
        ? `Marked paid; ${answer.payout.payoutEmail} was told.`
        : answer.emailOptedOut
          ? 'Marked paid. The affiliate turned affiliate emails off, so no mail was sent.'
          : 'Marked paid, but the mail to the affiliate could not be sent.',
    errorToast: false,
    onSuccess: () => close(),
  });

  const onExport = () => {
    if (!detail.data) return;
    downloadCsv(payoutsCsv(detail.data.payouts), `payouts-${batchId}.csv`);
    toast.success(`Exported ${detail.data.payouts.length} payouts.`);
  };
  const close = () => {
    setPaying(null);
    setReference('');
    marking.reset();
  };

  const columns: ColumnDef<PayoutRow, unknown>[] = [
    fixedColumn('username', 'Affiliate', (row) => row.username ?? row.affiliateUid),
    fixedColumn('email', 'Payout email', (row) => row.payoutEmail || '—'),
    fixedColumn('amount', 'Amount', (row) => formatMinorUnits(row.amountCents, row.currency)),
    fixedColumn('entries', 'Entries', (row) => row.entryCount),
    fixedColumn('status', 'Status', (row) =>
      row.status === 'paid' ? (
        <span className="space-y-1">
          <Badge variant="outline">Paid</Badge>
          <span className="block text-xs text-muted-foreground">
            {row.reference} · {row.paidAt ? formatDate(row.paidAt) : ''}
          </span>
        </span>
      ) : (
        <Badge variant="warning">Pending</Badge>
      ),
    ),
    fixedColumn('actions', 'Actions', (row) =>
      row.status === 'pending' ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setPaying(row)}
          aria-label={`Mark paid: ${row.username ?? row.affiliateUid}`}
        >
          Mark paid
        </Button>
      ) : null,
    ),
  ];

  const batch = detail.data?.batch;
  return (
    <section aria-labelledby="batch-heading" className="space-y-4">
      <Button variant="outline" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden />
        All batches
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="batch-heading" className="text-lg font-semibold">
            {batch ? `Batch of ${formatDateTime(batch.createdAt)}` : 'Payout batch'}
          </h2>
          {batch ? (
            <p className="text-sm text-muted-foreground">
              {plural(batch.payoutCount, 'payout')}, {amountsText(batch.totals)}; {batch.paidCount}{' '}
              paid (
              {amountsText(
                batch.totals.map((t) => ({ currency: t.currency, amountCents: t.paidCents })),
              )}
              ).
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton disabled={!detail.data} onClick={onExport} />
          {(['paypal', 'wise'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              disabled={!detail.data}
              onClick={() => setProviderFile(format)}
            >
              <FileSpreadsheet aria-hidden /> {PROVIDER_FORMAT_LABELS[format]}
            </Button>
          ))}
        </div>
      </div>
      <ProviderExportDialog
        batchId={batchId}
        format={providerFile}
        onClose={() => setProviderFile(null)}
      />
      {detail.status === 'error' ? (
        <RetryAlert onRetry={() => void detail.refetch()} className="mb-0">
          {callableMessage(detail.error)}
        </RetryAlert>
      ) : null}
      <DataTable
        caption="Payouts of this batch"
        columns={columns}
        rows={detail.data?.payouts ?? []}
        getRowId={(row) => row.id}
        loading={detail.isPending}
        empty="This batch has no payouts."
      />
      <ConfirmDialog
        open={paying !== null}
        onOpenChange={(open) => !open && close()}
        title={`Mark ${paying ? formatMinorUnits(paying.amountCents, paying.currency) : ''} to ${paying?.username ?? ''} paid?`}
        description={
          <>
            <p>
              Only after the money was sent to {paying?.payoutEmail}. A paid payout never changes;
              the affiliate is mailed the reference.
            </p>
            {marking.error ? (
              <p role="alert" className="text-destructive">
                {callableMessage(marking.error)}
              </p>
            ) : null}
          </>
        }
        confirmLabel="Mark paid"
        confirmDisabled={!reference.trim()}
        busy={marking.pending}
        onConfirm={() =>
          paying && marking.run({ payoutId: paying.id, reference: reference.trim() })
        }
      >
        <div className="space-y-2">
          <Label htmlFor="payout-reference">Transfer reference</Label>
          <Input
            id="payout-reference"
            value={reference}
            maxLength={200}
            onChange={(event) => setReference(event.target.value)}
            placeholder="e.g. PAYPAL-7F3K2"
          />
        </div>
      </ConfirmDialog>
    </section>
  );
}

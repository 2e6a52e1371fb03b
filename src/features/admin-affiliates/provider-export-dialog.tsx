import { Download } from 'lucide-react';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { downloadCsv } from '@/lib/csv';
import { useOperationQuery } from '@/lib/data/operation-query';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { formatMinorUnits } from '@/lib/money';
import { Button } from '@/lib/ui/button';
import { Dialog } from '@/lib/ui/dialog';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { PROVIDER_FORMAT_LABELS, providerExport, type ProviderFormat } from './provider-csv';

const PROVIDER_NAMES: Record<ProviderFormat, string> = { paypal: 'PayPal', wise: 'Wise' };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A batch's files for one provider, one per currency (read with `exportBatch`, which returns the
 * details each payout was made with), with what is left out and why.
 */
export function ProviderExportDialog({
  batchId,
  format,
  onClose,
}: {
  batchId: string;
  /** null: closed. */
  format: ProviderFormat | null;
  onClose: () => void;
}) {
  const rows = useOperationQuery(
    'adminAffiliatePayoutOperations',
    'exportBatch',
    { batchId },
    { enabled: format !== null },
  );
  const result = useMemo(
    () => (rows.data && format ? providerExport(format, batchId, rows.data.payouts) : null),
    [rows.data, format, batchId],
  );
  const label = format ? PROVIDER_FORMAT_LABELS[format] : '';
  const provider = format ? PROVIDER_NAMES[format] : '';

  return (
    <Dialog
      open={format !== null}
      onOpenChange={(open) => !open && onClose()}
      title={label}
      description={`One file per currency, with the pending payouts of this batch paid by ${provider}.`}
    >
      {rows.status === 'error' ? (
        <RetryAlert onRetry={() => void rows.refetch()} className="mb-0">
          {callableMessage(rows.error)}
        </RetryAlert>
      ) : !result ? (
        <LoadingBlocks label="Preparing the files" blocks={['h-10 w-full', 'h-10 w-full']} />
      ) : (
        <div className="space-y-4 text-sm">
          {result.files.length === 0 ? (
            <p>No pending payout of this batch is paid by {provider}.</p>
          ) : (
            <ul aria-label="Files" className="divide-y rounded-lg border">
              {result.files.map((file) => (
                <li
                  key={file.currency}
                  className="flex flex-wrap items-center justify-between gap-3 p-3"
                >
                  <span>
                    <span className="font-medium">{file.currency}</span>:{' '}
                    {plural(file.count, 'payout')},{' '}
                    {formatMinorUnits(file.totalMinor, file.currency)}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Download the ${file.currency} file`}
                    onClick={() => {
                      downloadCsv(file.csv, file.filename);
                      toast.success(
                        `Exported ${plural(file.count, 'payout')} in ${file.currency}.`,
                      );
                    }}
                  >
                    <Download aria-hidden /> {file.currency}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {result.needsDetails.length > 0 ? (
            <section aria-labelledby="needs-details-heading" className="space-y-2">
              <h3 id="needs-details-heading" className="font-medium text-destructive">
                Needs payout details
              </h3>
              <p className="text-muted-foreground">
                Made while the affiliate had no confirmed payout details, so in no file. Pay them by
                hand and mark them paid.
              </p>
              <ul className="list-disc pl-5">
                {result.needsDetails.map((row) => (
                  <li key={row.id}>
                    {row.username ?? row.affiliateUid}:{' '}
                    {formatMinorUnits(row.amountCents, row.currency)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {result.otherMethod > 0 || result.alreadyPaid > 0 ? (
            <p className="text-muted-foreground">
              {[
                result.otherMethod > 0
                  ? `${plural(result.otherMethod, 'payout')} paid by ${format === 'paypal' ? 'Wise' : 'PayPal'}`
                  : null,
                result.alreadyPaid > 0
                  ? `${plural(result.alreadyPaid, 'payout')} already paid`
                  : null,
              ]
                .filter(Boolean)
                .join('; ')}{' '}
              {result.otherMethod + result.alreadyPaid === 1 ? 'is' : 'are'} not in these files.
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

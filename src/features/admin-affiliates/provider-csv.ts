import type { ExportPayoutRow } from '@contracts/admin-affiliates';
import type { PayoutMethod } from '@contracts/affiliate-payout-details';
import { recordsCsv, rowsCsv } from '@/lib/csv';
import { minorToMajor } from '@/lib/money';

/**
 * The files operators upload to pay a batch: PayPal Payouts (Payouts Web's bulk CSV) and Wise
 * (its batch payment template). Each provider takes one currency per file, so a batch gives one
 * file per currency of its payouts. Only pending payouts whose frozen details name the
 * provider's method are in it; a pending payout without details is listed apart, never guessed.
 */
export type ProviderFormat = PayoutMethod;

export const PROVIDER_FORMAT_LABELS: Record<ProviderFormat, string> = {
  paypal: 'PayPal Payouts CSV',
  wise: 'Wise batch CSV',
};

/** What the recipient reads beside a PayPal payout. */
export const PAYPAL_NOTE = 'Parley affiliate payout';

export const WISE_COLUMNS = [
  'name',
  'recipientEmail',
  'IBAN',
  'receiverType',
  'amountCurrency',
  'amount',
  'sourceCurrency',
  'targetCurrency',
  'paymentReference',
] as const;

export interface ProviderFile {
  /** ISO 4217, upper case: the currency every row of the file is paid in. */
  currency: string;
  filename: string;
  csv: string;
  count: number;
  /** Minor units of `currency`. */
  totalMinor: number;
}

export interface ProviderExport {
  files: ProviderFile[];
  /** Pending payouts made while their affiliate had no confirmed details: in no file. */
  needsDetails: ExportPayoutRow[];
  /** Pending payouts paid by the other provider. */
  otherMethod: number;
  /** Paid already: never exported again. */
  alreadyPaid: number;
}

/**
 * A short reference Wise passes to the bank (several banks keep 18 characters at most), enough
 * to find the payout: the first ten characters of its id.
 */
export const wiseReference = (payoutId: string) => `PARLEY-${payoutId.slice(0, 10)}`;

function paypalCsv(rows: ExportPayoutRow[], currency: string): string {
  // Payouts Web reads the first line as the first payment: no header row. Columns: recipient,
  // amount, currency, customer id (unique per payment), note, wallet.
  return rowsCsv(
    rows.flatMap((row) =>
      row.payoutDetails?.method === 'paypal'
        ? [
            [
              row.payoutDetails.email,
              minorToMajor(row.amountCents, currency),
              currency,
              row.id,
              PAYPAL_NOTE,
              'PAYPAL',
            ],
          ]
        : [],
    ),
  );
}

function wiseCsv(rows: ExportPayoutRow[], currency: string): string {
  return recordsCsv(
    rows.flatMap((row) =>
      row.payoutDetails?.method === 'wise'
        ? [
            {
              name: row.payoutDetails.accountHolderName,
              recipientEmail: row.payoutDetails.recipientEmail ?? '',
              IBAN: row.payoutDetails.iban ?? '',
              receiverType: 'PRIVATE',
              // The amount is what we owe, in the payout's currency: Wise converts it.
              amountCurrency: 'source',
              amount: minorToMajor(row.amountCents, currency),
              sourceCurrency: currency,
              targetCurrency: row.payoutDetails.currency,
              paymentReference: wiseReference(row.id),
            },
          ]
        : [],
    ),
    WISE_COLUMNS,
  );
}

const FILE_PREFIX: Record<ProviderFormat, string> = {
  paypal: 'paypal-payouts',
  wise: 'wise-batch',
};

/** The files of one provider for a batch's payouts, one per currency, and what was left out. */
export function providerExport(
  format: ProviderFormat,
  batchId: string,
  payouts: readonly ExportPayoutRow[],
): ProviderExport {
  const pending = payouts.filter((row) => row.status === 'pending');
  const byCurrency = new Map<string, ExportPayoutRow[]>();
  for (const row of pending) {
    if (row.payoutDetails?.method !== format) continue;
    const currency = row.currency.toUpperCase();
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), row]);
  }
  const files = [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, rows]) => ({
      currency,
      filename: `${FILE_PREFIX[format]}-${batchId}-${currency}.csv`,
      csv: format === 'paypal' ? paypalCsv(rows, currency) : wiseCsv(rows, currency),
      count: rows.length,
      totalMinor: rows.reduce((sum, row) => sum + row.amountCents, 0),
    }));
  return {
    files,
    needsDetails: pending.filter((row) => !row.payoutDetails),
    otherMethod: pending.filter((row) => row.payoutDetails && row.payoutDetails.method !== format)
      .length,
    alreadyPaid: payouts.length - pending.length,
  };
}

import type { PayoutRow } from '@contracts/admin-affiliates';
import { recordsCsv } from '@/lib/csv';
import { minorToMajor } from '@/lib/money';

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/**
 * The CSV of a batch's payouts: what the payment provider needs, each amount in its payout's
 * currency (major units with the currency's digits) beside that currency's code.
 */
export function payoutsCsv(rows: PayoutRow[]): string {
  return recordsCsv(
    rows.map((row) => ({
      payoutId: row.id,
      batchId: row.batchId,
      username: row.username ?? '',
      payoutEmail: row.payoutEmail,
      amount: minorToMajor(row.amountCents, row.currency),
      currency: row.currency.toUpperCase(),
      entries: row.entryCount,
      status: row.status,
      createdAt: iso(row.createdAt),
      paidAt: iso(row.paidAt),
      reference: row.reference ?? '',
    })),
    [
      'payoutId',
      'batchId',
      'username',
      'payoutEmail',
      'amount',
      'currency',
      'entries',
      'status',
      'createdAt',
      'paidAt',
      'reference',
    ],
  );
}

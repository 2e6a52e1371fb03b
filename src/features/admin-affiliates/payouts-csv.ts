import type { PayoutRow } from '@contracts/admin-affiliates';
import { recordsCsv } from '@/lib/csv';

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** The CSV of a batch's payouts: what the payment provider needs, amounts in dollars. */
export function payoutsCsv(rows: PayoutRow[]): string {
  return recordsCsv(
    rows.map((row) => ({
      payoutId: row.id,
      batchId: row.batchId,
      username: row.username ?? '',
      payoutEmail: row.payoutEmail,
      amount: (row.amountCents / 100).toFixed(2),
      currency: 'USD',
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

/** Cents as dollars for people ($1,234.50; negative with a minus). */
export const formatUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

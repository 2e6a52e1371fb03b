import type { EarningRow } from '@contracts/affiliate-earnings';
import { ruleWords } from '@contracts/commission-rule-words';
import { recordsCsv } from '@/lib/csv';
import { minorToMajor } from '@/lib/money';

const COLUMNS = [
  'date',
  'kind',
  'company',
  'status',
  'amount',
  'currency',
  'invoice_amount',
  'invoice_currency',
  'available_at',
  'rule',
  'reason',
  'entry_id',
] as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The affiliate's ledger as CSV, one line per entry: amounts in major units with their
 * currency's own digits (12.34 USD, 1500 JPY), never converted; dates as ISO days (UTC); the
 * company by name only, as on the dashboard. A bonus or clawback says so in `kind`; a commission
 * says the rule that set its rate ("25% · tier from 11 paying referrals").
 */
export function ledgerCsv(rows: readonly EarningRow[]): string {
  return recordsCsv(
    rows.map((row) => ({
      date: isoDay(row.createdAt),
      kind: row.adjustmentType ?? row.referralMove ?? row.kind,
      company: row.companyName,
      status: row.status,
      amount: minorToMajor(row.amountCents, row.currency),
      currency: row.currency.toUpperCase(),
      invoice_amount:
        row.invoiceAmountCents === null
          ? ''
          : minorToMajor(row.invoiceAmountCents, row.invoiceCurrency),
      invoice_currency: row.invoiceAmountCents === null ? '' : row.invoiceCurrency.toUpperCase(),
      available_at: isoDay(row.availableAt),
      rule: row.rule ? ruleWords(row.rule) : '',
      reason: row.reason ?? '',
      entry_id: row.id,
    })),
    COLUMNS,
  );
}

import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type { EarningRow, LedgerExport, MonthlyEarnings } from '../../contracts/affiliate-earnings';
import { PROGRAMME_CURRENCY, type LedgerEntryDoc } from '../../contracts/affiliate-programme';
import { byCurrency } from '../../contracts/currency';
import { movesMoney } from './admin-entries';
import { earningRow } from './earnings';
import { ledgerEntryConverter, ledgerRef } from './store';

/** The most lines one export carries; an affiliate with more is told it was cut. */
export const LEDGER_EXPORT_MAX = 10_000;

/** `YYYY-MM` of a time, in UTC (the ledger's days are UTC). */
export const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** The `count` months up to and including the one of `now`, oldest first. */
export function lastMonths(now: number, count: number): string[] {
  const date = new Date(now);
  return Array.from({ length: count }, (_, i) =>
    monthOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (count - 1 - i), 1)),
  );
}

/**
 * Net earnings per month and currency (pure): every line that moves money (commissions,
 * reversals, adjustments; notices move none), by the month it was written, each currency its
 * own series (never converted or summed together), the programme's currency first.
 */
export function monthlyEarnings(
  entries: readonly Pick<LedgerEntryDoc, 'kind' | 'amountCents' | 'currency' | 'createdAt'>[],
  now: number,
  count: number,
): MonthlyEarnings {
  const months = lastMonths(now, count);
  const index = new Map(months.map((m, i) => [m, i]));
  const series = new Map<string, number[]>();
  for (const entry of entries) {
    const at = index.get(monthOf(entry.createdAt));
    if (at === undefined || !movesMoney(entry)) continue;
    const amounts = series.get(entry.currency) ?? months.map(() => 0);
    amounts[at] = (amounts[at] ?? 0) + entry.amountCents;
    series.set(entry.currency, amounts);
  }
  return {
    months,
    series: [...series]
      .sort(([a], [b]) => byCurrency(PROGRAMME_CURRENCY)(a, b))
      .map(([currency, amountsCents]) => ({ currency, amountsCents })),
  };
}

/** The affiliate's ledger lines written since `since` (all of them without it), newest first. */
async function entriesOf(db: Firestore, affiliateUid: string, since?: number) {
  let query = ledgerRef(db)
    .where('affiliateUid', '==', affiliateUid)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .withConverter(ledgerEntryConverter);
  if (since !== undefined) query = query.where('createdAt', '>=', since);
  return query.limit(LEDGER_EXPORT_MAX + 1).get();
}

/** Every line of the affiliate's ledger as they may see it (earnings' rows), for their CSV. */
export async function exportLedger(
  affiliateUid: string,
  deps: { db: Firestore; now: number },
): Promise<LedgerExport> {
  const snap = await entriesOf(deps.db, affiliateUid);
  const rows: EarningRow[] = snap.docs
    .slice(0, LEDGER_EXPORT_MAX)
    .map((d) => earningRow(d.id, d.data(), deps.now));
  return { rows, truncated: snap.docs.length > LEDGER_EXPORT_MAX };
}

/** The chart's figures: the last `months` months of the affiliate's ledger. */
export async function getMonthlyEarnings(
  input: { affiliateUid: string; months: number },
  deps: { db: Firestore; now: number },
): Promise<MonthlyEarnings> {
  const [first] = lastMonths(deps.now, input.months);
  const snap = await entriesOf(deps.db, input.affiliateUid, Date.parse(`${first}-01T00:00:00Z`));
  return monthlyEarnings(
    snap.docs.map((d) => d.data()),
    deps.now,
    input.months,
  );
}

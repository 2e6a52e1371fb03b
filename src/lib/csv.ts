import { unparse } from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula: starting with = + - @, a tab or a return, unless
 * it is a plain number ("-10.00", a refund, stays a number; "-1+2" does not).
 */
const FORMULA = /^[=+\-@\t\r](?!\d+(\.\d+)?$)/;

/**
 * Records as CSV with these columns, in this order. Formula cells (FORMULA) are prefixed so
 * spreadsheets do not run them (emails, names and references are typed by people).
 */
export function recordsCsv<Column extends string>(
  records: Record<Column, string | number | boolean>[],
  columns: readonly Column[],
): string {
  return unparse(records, { columns: [...columns], escapeFormulae: FORMULA });
}

/** Rows as CSV without a header line (a format whose first line is data), formulas defused. */
export function rowsCsv(rows: readonly (readonly (string | number)[])[]): string {
  return unparse(
    rows.map((row) => [...row]),
    { escapeFormulae: FORMULA },
  );
}

/** Hands a CSV to the browser as a download. */
export function downloadCsv(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, so the browser has started the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

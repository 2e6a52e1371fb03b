import type { MonthlyEarnings } from '@contracts/affiliate-earnings';
import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useOperationQuery } from '@/lib/data/operation-query';
import { useAction } from '@/lib/data/use-action';
import { downloadCsv } from '@/lib/csv';
import { callOperation } from '@/lib/firebase/functions';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { formatMinorUnits } from '@/lib/money';
import { ChartBox, ChartGrid, chartAxis, chartTooltipStyle } from '@/lib/ui/chart';
import { ExportCsvButton } from '@/lib/ui/export-csv-button';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { ledgerCsv } from './ledger-csv';

/** "Jun 2026" for `2026-06` (UTC, so the month never shifts with the time zone). */
const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** One currency's months as a bar chart; its figures are in the table below for screen readers. */
function CurrencyChart({
  months,
  currency,
  amountsCents,
}: {
  months: string[];
  currency: string;
  amountsCents: number[];
}) {
  const data = months.map((month, i) => ({ month, amount: amountsCents[i] ?? 0 }));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium">{currency.toUpperCase()}</figcaption>
      <ChartBox className="h-48">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <ChartGrid />
          <XAxis dataKey="month" tickFormatter={(m: string) => m.slice(5)} {...chartAxis} />
          <YAxis
            tickFormatter={(n: number) => formatMinorUnits(n, currency).replace(/\.00$/, '')}
            width={72}
            {...chartAxis}
          />
          <Tooltip
            contentStyle={chartTooltipStyle}
            cursor={{ fill: 'var(--color-muted)' }}
            labelFormatter={(m) => monthLabel(String(m))}
            formatter={(n) => [formatMinorUnits(Number(n), currency), 'Earned']}
          />
          <Bar dataKey="amount" name="Earned" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ChartBox>
    </figure>
  );
}

function MonthsTable({ data }: { data: MonthlyEarnings }) {
  return (
    <table className="sr-only">
      <caption>Net earnings per month, per currency</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          {data.series.map((s) => (
            <th key={s.currency} scope="col">
              {s.currency.toUpperCase()}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.months.map((month, i) => (
          <tr key={month}>
            <th scope="row">{monthLabel(month)}</th>
            {data.series.map((s) => (
              <td key={s.currency}>{formatMinorUnits(s.amountsCents[i] ?? 0, s.currency)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * "Month by month": the last twelve months of net earnings, one chart per currency (each on
 * its own scale; two currencies are never added), and the whole ledger as CSV.
 */
export function LedgerHistorySection() {
  const monthly = useOperationQuery('affiliateEarningsOperations', 'getMonthlyEarnings', {
    months: 12,
  });
  const exporting = useAction(
    async () => {
      const { rows, truncated } = await callOperation(
        'affiliateEarningsOperations',
        'exportLedger',
        {},
      );
      downloadCsv(ledgerCsv(rows), `affiliate-ledger-${new Date().toISOString().slice(0, 10)}.csv`);
      return { count: rows.length, truncated };
    },
    {
      success: ({ count, truncated }) =>
        truncated
          ? `Exported your newest ${count} lines (the most one export holds). Contact us for the rest.`
          : `Exported ${count} ${count === 1 ? 'line' : 'lines'}.`,
    },
  );
  const data = monthly.data;
  return (
    <section aria-labelledby="ledger-history-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ledger-history-heading" className="text-xl font-semibold">
            Month by month
          </h2>
          <p className="text-sm text-muted-foreground">
            What you earned each month, net of refunds and adjustments, in each currency.
          </p>
        </div>
        <ExportCsvButton disabled={exporting.pending} onClick={() => exporting.run(undefined)} />
      </div>
      {monthly.status === 'error' ? (
        <RetryAlert onRetry={() => void monthly.refetch()} className="mb-0">
          {callableMessage(monthly.error)}
        </RetryAlert>
      ) : null}
      {monthly.isPending ? (
        <div
          role="status"
          aria-label="Loading earnings by month"
          className="h-48 animate-pulse rounded-xl bg-muted"
        />
      ) : null}
      {data && data.series.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-sm text-muted-foreground">
          No earnings in the last twelve months yet.
        </p>
      ) : null}
      {data && data.series.length > 0 ? (
        <div className="grid gap-6 rounded-xl border bg-card p-4 lg:grid-cols-2">
          {data.series.map((s) => (
            <CurrencyChart key={s.currency} months={data.months} {...s} />
          ))}
          <MonthsTable data={data} />
        </div>
      ) : null}
    </section>
  );
}

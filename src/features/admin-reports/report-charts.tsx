import type { ReactElement } from 'react';
import { Bar, BarChart, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ChartBox, ChartGrid, chartAxis, chartTooltipStyle } from '@/lib/ui/chart';
import { money, type ReportRow } from './report-model';

export interface TableColumn<Row> {
  key: keyof Row & string;
  label: string;
  format?: (value: number) => string;
}

const COLORS = {
  primary: 'var(--color-primary)',
  success: 'var(--color-success)',
  warning: 'var(--color-warning)',
  destructive: 'var(--color-destructive)',
  muted: 'var(--color-muted-foreground)',
};

/**
 * A chart and the table of the same figures: hidden for the eye (read by screen readers) unless
 * "Show as table" is on, when the table replaces the chart.
 */
function ChartCard<Row extends object>({
  id,
  title,
  description,
  rows,
  rowKey,
  columns,
  showTable,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  rows: Row[];
  rowKey: keyof Row & string;
  columns: TableColumn<Row>[];
  showTable: boolean;
  children: ReactElement;
}) {
  const cell = (column: TableColumn<Row>, value: unknown) =>
    typeof value === 'number'
      ? column.format
        ? column.format(value)
        : String(value)
      : typeof value === 'string'
        ? value
        : '—';
  return (
    <Card role="group" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {showTable ? null : <ChartBox className="h-64">{children}</ChartBox>}
        <div className={showTable ? 'max-h-80 overflow-auto' : 'sr-only'}>
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b text-left">
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="px-2 py-1.5 font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[rowKey])} className="border-b last:border-0">
                  {columns.map((column) => (
                    <td key={column.key} className="px-2 py-1 tabular-nums">
                      {cell(column, row[column.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

const dayColumn: TableColumn<ReportRow> = { key: 'day', label: 'Day (UTC)' };
const shortDay = (d: string) => d.slice(5);

/** One figure of a daily chart, in its table and, with a colour, as a bar or line. */
interface Series {
  key: Exclude<keyof ReportRow & string, 'day'>;
  label: string;
  /** Without one, the figure is in the table only. */
  color?: string;
}

/** A chart of report rows per UTC day, with the table of the same figures. */
export interface DailyChartSpec {
  id: string;
  title: string;
  description: string;
  kind: 'bar' | 'line';
  series: Series[];
  /** Dollar figures: money on the axis, in the tooltip and in the table. */
  dollars?: boolean;
  /** Bars with rounded tops; lines drawn as smooth curves. */
  rounded?: boolean;
}

export const DAILY_CHARTS: readonly DailyChartSpec[] = [
  {
    id: 'chart-signups',
    title: 'Sign-ups per day',
    description: 'New accounts and new companies, per UTC day.',
    kind: 'bar',
    rounded: true,
    series: [
      { key: 'signups', label: 'Sign-ups', color: COLORS.primary },
      { key: 'newCompanies', label: 'New companies', color: COLORS.success },
    ],
  },
  {
    id: 'chart-mrr',
    title: 'MRR over time',
    description: "Monthly recurring revenue at each day's snapshot; blank before the first one.",
    kind: 'line',
    dollars: true,
    rounded: true,
    series: [
      { key: 'mrr', label: 'MRR', color: COLORS.primary },
      { key: 'arr', label: 'ARR' },
    ],
  },
  {
    id: 'chart-companies',
    title: 'Active companies and seats',
    description: "At each day's snapshot: companies, paying companies and their paid seats.",
    kind: 'line',
    series: [
      { key: 'companies', label: 'Active companies', color: COLORS.muted },
      { key: 'payingCompanies', label: 'Paying companies', color: COLORS.success },
      { key: 'seats', label: 'Paid seats', color: COLORS.primary },
    ],
  },
  {
    id: 'chart-trials',
    title: 'Trial conversion and churn',
    description:
      'Trials started, converted and canceled, and paying subscriptions canceled, per day.',
    kind: 'bar',
    series: [
      { key: 'trialsStarted', label: 'Trials started', color: COLORS.muted },
      { key: 'trialsConverted', label: 'Trials converted', color: COLORS.success },
      { key: 'trialsCanceled', label: 'Trials canceled', color: COLORS.warning },
      { key: 'churned', label: 'Churned', color: COLORS.destructive },
    ],
  },
];

const dollars = (v: number) => money(v * 100);

export function DailyChart({
  spec,
  rows,
  showTable,
}: {
  spec: DailyChartSpec;
  rows: ReportRow[];
  showTable: boolean;
}) {
  const { kind, series, rounded } = spec;
  const format = spec.dollars ? dollars : undefined;
  const drawn = series.flatMap(({ key, label, color }) => (color ? [{ key, label, color }] : []));
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <ChartCard
      id={spec.id}
      title={spec.title}
      description={spec.description}
      rows={rows}
      rowKey="day"
      columns={[dayColumn, ...series.map(({ key, label }) => ({ key, label, format }))]}
      showTable={showTable}
    >
      <Chart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: format ? 0 : -16 }}>
        <ChartGrid />
        <XAxis dataKey="day" tickFormatter={shortDay} {...chartAxis} />
        {format ? (
          <YAxis tickFormatter={format} {...chartAxis} />
        ) : (
          <YAxis allowDecimals={false} {...chartAxis} />
        )}
        <Tooltip
          contentStyle={chartTooltipStyle}
          cursor={kind === 'bar' ? { fill: 'var(--color-muted)' } : true}
          formatter={format ? (v) => (typeof v === 'number' ? format(v) : String(v)) : undefined}
        />
        {drawn.length > 1 ? <Legend /> : null}
        {drawn.map(({ key, label, color }) =>
          kind === 'bar' ? (
            <Bar
              key={key}
              dataKey={key}
              name={label}
              fill={color}
              radius={rounded ? [3, 3, 0, 0] : undefined}
            />
          ) : (
            <Line
              key={key}
              type={rounded ? 'monotone' : 'linear'}
              dataKey={key}
              name={label}
              stroke={color}
              dot={false}
            />
          ),
        )}
      </Chart>
    </ChartCard>
  );
}

export interface FunnelStep {
  step: string;
  count: number;
}

export function AffiliateFunnelChart({
  steps,
  showTable,
}: {
  steps: FunnelStep[];
  showTable: boolean;
}) {
  return (
    <ChartCard
      id="chart-funnel"
      title="Affiliate funnel"
      description="Over the range: counted visits, sign-ups attributed to an affiliate, and referred companies that started paying."
      rows={steps}
      rowKey="step"
      columns={[
        { key: 'step', label: 'Step' },
        { key: 'count', label: 'Count' },
      ]}
      showTable={showTable}
    >
      <BarChart data={steps} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 24 }}>
        <ChartGrid lines="vertical" />
        <XAxis type="number" allowDecimals={false} {...chartAxis} />
        <YAxis type="category" dataKey="step" width={80} {...chartAxis} />
        <Tooltip contentStyle={chartTooltipStyle} cursor={{ fill: 'var(--color-muted)' }} />
        <Bar dataKey="count" name="Count" fill={COLORS.primary} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ChartCard>
  );
}

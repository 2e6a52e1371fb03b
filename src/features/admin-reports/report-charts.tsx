import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
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

const axis = { stroke: 'var(--color-muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--color-card)',
  border: '1px solid var(--color-border)',
  color: 'var(--color-card-foreground)',
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
        {showTable ? null : (
          <div aria-hidden className="h-64 w-full">
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </div>
        )}
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

function Grid() {
  return <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />;
}

interface SeriesProps {
  rows: ReportRow[];
  showTable: boolean;
}

export function SignupsChart({ rows, showTable }: SeriesProps) {
  return (
    <ChartCard
      id="chart-signups"
      title="Sign-ups per day"
      description="New accounts and new companies, per UTC day."
      rows={rows}
      rowKey="day"
      columns={[
        dayColumn,
        { key: 'signups', label: 'Sign-ups' },
        { key: 'newCompanies', label: 'New companies' },
      ]}
      showTable={showTable}
    >
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <Grid />
        <XAxis dataKey="day" tickFormatter={shortDay} {...axis} />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--color-muted)' }} />
        <Legend />
        <Bar dataKey="signups" name="Sign-ups" fill={COLORS.primary} radius={[3, 3, 0, 0]} />
        <Bar
          dataKey="newCompanies"
          name="New companies"
          fill={COLORS.success}
          radius={[3, 3, 0, 0]}
        />
      </BarChart>
    </ChartCard>
  );
}

export function MrrChart({ rows, showTable }: SeriesProps) {
  return (
    <ChartCard
      id="chart-mrr"
      title="MRR over time"
      description="Monthly recurring revenue at each day's snapshot; blank before the first one."
      rows={rows}
      rowKey="day"
      columns={[
        dayColumn,
        { key: 'mrr', label: 'MRR', format: (v) => money(v * 100) },
        { key: 'arr', label: 'ARR', format: (v) => money(v * 100) },
      ]}
      showTable={showTable}
    >
      <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <Grid />
        <XAxis dataKey="day" tickFormatter={shortDay} {...axis} />
        <YAxis tickFormatter={(v: number) => money(v * 100)} {...axis} />
        <Tooltip
          contentStyle={tooltipStyle}
          formatter={(v) => (typeof v === 'number' ? money(v * 100) : String(v))}
        />
        <Line type="monotone" dataKey="mrr" name="MRR" stroke={COLORS.primary} dot={false} />
      </LineChart>
    </ChartCard>
  );
}

export function CompaniesChart({ rows, showTable }: SeriesProps) {
  return (
    <ChartCard
      id="chart-companies"
      title="Active companies and seats"
      description="At each day's snapshot: companies, paying companies and their paid seats."
      rows={rows}
      rowKey="day"
      columns={[
        dayColumn,
        { key: 'companies', label: 'Active companies' },
        { key: 'payingCompanies', label: 'Paying companies' },
        { key: 'seats', label: 'Paid seats' },
      ]}
      showTable={showTable}
    >
      <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <Grid />
        <XAxis dataKey="day" tickFormatter={shortDay} {...axis} />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip contentStyle={tooltipStyle} />
        <Legend />
        <Line dataKey="companies" name="Active companies" stroke={COLORS.muted} dot={false} />
        <Line
          dataKey="payingCompanies"
          name="Paying companies"
          stroke={COLORS.success}
          dot={false}
        />
        <Line dataKey="seats" name="Paid seats" stroke={COLORS.primary} dot={false} />
      </LineChart>
    </ChartCard>
  );
}

export function TrialsChart({ rows, showTable }: SeriesProps) {
  return (
    <ChartCard
      id="chart-trials"
      title="Trial conversion and churn"
      description="Trials started, converted and canceled, and paying subscriptions canceled, per day."
      rows={rows}
      rowKey="day"
      columns={[
        dayColumn,
        { key: 'trialsStarted', label: 'Trials started' },
        { key: 'trialsConverted', label: 'Trials converted' },
        { key: 'trialsCanceled', label: 'Trials canceled' },
        { key: 'churned', label: 'Churned' },
      ]}
      showTable={showTable}
    >
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <Grid />
        <XAxis dataKey="day" tickFormatter={shortDay} {...axis} />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--color-muted)' }} />
        <Legend />
        <Bar dataKey="trialsStarted" name="Trials started" fill={COLORS.muted} />
        <Bar dataKey="trialsConverted" name="Trials converted" fill={COLORS.success} />
        <Bar dataKey="trialsCanceled" name="Trials canceled" fill={COLORS.warning} />
        <Bar dataKey="churned" name="Churned" fill={COLORS.destructive} />
      </BarChart>
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
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...axis} />
        <YAxis type="category" dataKey="step" width={80} {...axis} />
        <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--color-muted)' }} />
        <Bar dataKey="count" name="Count" fill={COLORS.primary} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ChartCard>
  );
}

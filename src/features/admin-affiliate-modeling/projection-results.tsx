import { Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { ChartBox, ChartGrid, chartAxis, chartTooltipStyle } from '@/lib/ui/chart';
import { HeaderRow } from '@/lib/ui/header-row';
import { SCENARIO_NAMES, type Scenario } from './assumptions-form';
import {
  count,
  money,
  MONTH_COLUMNS,
  percent,
  TOTAL_ROWS,
  totalsRow,
  type FigureKind,
} from './model';
import type { Projection } from './projection';
import { ScrollRegion } from '@/lib/ui/scroll-region';

/** A figure as shown; "—" for none (an invalid scenario, or a flat commission's rate). */
function show(value: number | null | undefined, kind: FigureKind): string {
  if (value === undefined || value === null) return '—';
  if (kind === 'money') return money(value);
  return kind === 'percent' ? percent(value / 100) : count(value);
}

function signed(value: number, kind: FigureKind): string {
  const step = kind === 'money' ? 1 : kind === 'percent' ? 0.01 : 0.1;
  const rounded = Math.round(value / step) * step;
  if (rounded === 0) return kind === 'money' ? money(0) : kind === 'percent' ? '0%' : '0';
  const sign = rounded > 0 ? '+' : '−';
  // A difference of rates is in points, not a percent of a percent.
  const magnitude = show(Math.abs(rounded), kind);
  return `${sign}${kind === 'percent' ? magnitude.replace('%', ' pts') : magnitude}`;
}

/** The totals of both scenarios and their difference. */
export function TotalsTable({
  projections,
  horizon,
}: {
  projections: Record<Scenario, Projection | null>;
  horizon: number;
}) {
  const { a, b } = projections;
  return (
    <Card role="group" aria-labelledby="totals-title">
      <CardHeader>
        <CardTitle id="totals-title">Totals over {horizon} months</CardTitle>
        <CardDescription>
          Referred companies only. Net revenue is revenue less commissions earned; payouts lag
          commissions by the hold.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Totals over {horizon} months</caption>
          <thead>
            <HeaderRow
              className="border-b text-left"
              cellClassName="px-2 py-1.5 font-medium"
              cells={[
                'Figure',
                ...[SCENARIO_NAMES.a, SCENARIO_NAMES.b, 'B − A'].map((label) => ({
                  label,
                  className: 'text-right',
                })),
              ]}
            />
          </thead>
          <tbody>
            {TOTAL_ROWS.map(([label, key, kind]) => {
              const av = a?.totals[key];
              const bv = b?.totals[key];
              return (
                <tr key={key} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    {label}
                  </th>
                  {(['a', 'b'] as const).map((s) => {
                    const value = projections[s]?.totals[key];
                    return (
                      <td
                        key={s}
                        className="px-2 py-1.5 text-right tabular-nums"
                        data-testid={`total-${s}-${key}`}
                        data-value={
                          value === undefined || value === null ? undefined : Math.round(value)
                        }
                      >
                        {show(value, kind)}
                      </td>
                    );
                  })}
                  <td
                    className="px-2 py-1.5 text-right tabular-nums text-muted-foreground"
                    data-testid={`total-diff-${key}`}
                  >
                    {av === undefined || bv === undefined || av === null || bv === null
                      ? '—'
                      : signed(bv - av, kind)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

/** Net revenue and commissions per month for both scenarios (decorative: the table says it). */
export function ProjectionChart({
  projections,
}: {
  projections: Record<Scenario, Projection | null>;
}) {
  const months = Math.max(projections.a?.months.length ?? 0, projections.b?.months.length ?? 0);
  const rows = Array.from({ length: months }, (_, i) => ({
    month: i + 1,
    aNet: (projections.a?.months[i]?.netRevenueCents ?? NaN) / 100,
    bNet: (projections.b?.months[i]?.netRevenueCents ?? NaN) / 100,
    aCommissions: (projections.a?.months[i]?.commissionsCents ?? NaN) / 100,
    bCommissions: (projections.b?.months[i]?.commissionsCents ?? NaN) / 100,
  }));
  const dollars = (v: unknown) => (typeof v === 'number' ? money(v * 100) : String(v));
  return (
    <Card role="group" aria-labelledby="chart-title">
      <CardHeader>
        <CardTitle id="chart-title">Net revenue and commissions per month</CardTitle>
        <CardDescription>
          Solid lines: net revenue; dashed: commissions earned. The month-by-month table below has
          the same figures.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ChartBox className="h-72">
          <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <ChartGrid />
            <XAxis dataKey="month" {...chartAxis} />
            <YAxis tickFormatter={(v: number) => money(v * 100)} {...chartAxis} />
            <Tooltip
              contentStyle={chartTooltipStyle}
              formatter={dollars}
              labelFormatter={(m) => `Month ${String(m)}`}
            />
            <Legend />
            <Line
              dataKey="aNet"
              name="Net revenue A"
              stroke="var(--color-muted-foreground)"
              dot={false}
            />
            <Line dataKey="bNet" name="Net revenue B" stroke="var(--color-primary)" dot={false} />
            <Line
              dataKey="aCommissions"
              name="Commissions A"
              stroke="var(--color-muted-foreground)"
              strokeDasharray="5 4"
              dot={false}
            />
            <Line
              dataKey="bCommissions"
              name="Commissions B"
              stroke="var(--color-warning)"
              strokeDasharray="5 4"
              dot={false}
            />
          </LineChart>
        </ChartBox>
      </CardContent>
    </Card>
  );
}

/** Every month of both scenarios, with a totals row. */
export function MonthlyTable({
  projections,
  horizon,
}: {
  projections: Record<Scenario, Projection | null>;
  horizon: number;
}) {
  const scenarios = ['a', 'b'] as const;
  return (
    <Card role="group" aria-labelledby="monthly-title">
      <CardHeader>
        <CardTitle id="monthly-title">Month by month</CardTitle>
        <CardDescription>
          Expected values, so companies may be fractional. Money in USD. The effective rate is the
          month&apos;s percentage after the plan mix and the tier reached.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ScrollRegion label="Month by month, scrollable" className="max-h-[32rem] rounded-md">
          <table className="w-full text-sm">
            <caption className="sr-only">Month by month, scenarios A and B</caption>
            <thead>
              <tr className="text-left">
                <td />
                {scenarios.map((s) => (
                  <th
                    key={s}
                    scope="colgroup"
                    colSpan={MONTH_COLUMNS.length}
                    className="border-l px-2 py-1.5 font-medium"
                  >
                    {SCENARIO_NAMES[s]}
                  </th>
                ))}
              </tr>
              <tr className="border-b text-left">
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Month
                </th>
                {scenarios.flatMap((s) =>
                  MONTH_COLUMNS.map(([label, key], i) => (
                    <th
                      key={`${s}-${key}`}
                      scope="col"
                      className={`px-2 py-1.5 text-right font-medium ${i === 0 ? 'border-l' : ''}`}
                    >
                      <span className="sr-only">{s.toUpperCase()} </span>
                      {label}
                    </th>
                  )),
                )}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: horizon }, (_, m) => (
                <tr key={m} className="border-b">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {m + 1}
                  </th>
                  {scenarios.flatMap((s) =>
                    MONTH_COLUMNS.map(([, key, kind], i) => (
                      <td
                        key={`${s}-${key}`}
                        className={`px-2 py-1 text-right tabular-nums ${i === 0 ? 'border-l' : ''}`}
                        data-testid={kind === 'percent' ? `rate-${s}-${m + 1}` : undefined}
                      >
                        {show(projections[s]?.months[m]?.[key], kind)}
                      </td>
                    )),
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-medium">
                <th scope="row" className="px-2 py-1.5 text-left">
                  Total
                </th>
                {scenarios.flatMap((s) => {
                  const p = projections[s];
                  const values = p ? totalsRow(p) : {};
                  return MONTH_COLUMNS.map(([, key, kind], i) => (
                    <td
                      key={`${s}-${key}`}
                      className={`px-2 py-1.5 text-right tabular-nums ${i === 0 ? 'border-l' : ''}`}
                    >
                      {show(values[key], kind)}
                    </td>
                  ));
                })}
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      </CardContent>
    </Card>
  );
}

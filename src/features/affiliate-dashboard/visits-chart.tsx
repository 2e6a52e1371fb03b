import type { VisitAnalytics } from '@contracts/affiliate';
import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox, ChartGrid, chartAxis, chartTooltipStyle } from '@/lib/ui/chart';

/** Visits and sign-ups per day; the same figures are in a table for screen readers. */
export function VisitsChart({ perDay }: { perDay: VisitAnalytics['perDay'] }) {
  return (
    <figure>
      <ChartBox className="h-64">
        <BarChart data={perDay} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <ChartGrid />
          <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} {...chartAxis} />
          <YAxis allowDecimals={false} {...chartAxis} />
          <Tooltip contentStyle={chartTooltipStyle} cursor={{ fill: 'var(--color-muted)' }} />
          <Bar dataKey="visits" name="Visits" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
          <Bar
            dataKey="signups"
            name="Sign-ups"
            fill="var(--color-success)"
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ChartBox>
      <table className="sr-only">
        <caption>Visits and sign-ups per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visits</th>
            <th scope="col">Unique sessions</th>
            <th scope="col">Sign-ups</th>
          </tr>
        </thead>
        <tbody>
          {perDay.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.visits}</td>
              <td>{d.uniqueSessions}</td>
              <td>{d.signups}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

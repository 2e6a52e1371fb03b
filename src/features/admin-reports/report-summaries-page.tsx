import type { Report } from '@contracts/admin-reports';
import { Table2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { downloadCsv } from '@/lib/csv';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Button } from '@/lib/ui/button';
import { ExportCsvButton } from '@/lib/ui/export-csv-button';
import { FigureTile } from '@/lib/ui/figure-tile';
import { PeriodButtons } from '@/lib/ui/period-buttons';
import { Input } from '@/lib/ui/input';
import { Label } from '@/lib/ui/label';
import { PageHeader } from '@/lib/ui/page-header';
import { RefreshButton } from '@/lib/ui/refresh-button';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { LoadingBlocks } from '@/lib/ui/skeleton';
import { TitledSection } from '@/lib/ui/titled-section';
import { AffiliateFunnelChart, DAILY_CHARTS, DailyChart } from './report-charts';
import {
  changeText,
  lastDays,
  money,
  percent,
  rangeProblem,
  REPORT_PRESETS,
  reportCsv,
  reportRows,
  type DayRange,
} from './report-model';
import { useReport } from './use-report';

/** The key figures' grid, which their loading placeholder shares. */
const KPI_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';
/** While the first report loads: the eight key figures, then a chart. */
const LOADING_BLOCKS = [...Array.from({ length: 8 }, () => 'h-28'), 'col-span-full h-72'];

function Kpis({ report }: { report: Report }) {
  const { totals, last, changes, rates } = report;
  const snapshotValue = (value: number | undefined, format: (n: number) => string = String) =>
    value === undefined ? '—' : format(value);
  return (
    <TitledSection id="kpi-heading" title="Key figures" titleClassName="sr-only">
      <dl className={KPI_GRID}>
        <FigureTile
          testId="kpi-signups"
          label="Sign-ups"
          value={String(totals.signups)}
          raw={totals.signups}
          detail={`${totals.newCompanies} new companies`}
        />
        <FigureTile
          testId="kpi-companies"
          label="Active companies"
          value={snapshotValue(last?.companies)}
          raw={last?.companies}
          detail={changeText(changes?.companies)}
        />
        <FigureTile
          testId="kpi-seats"
          label="Paid seats"
          value={snapshotValue(last?.seats)}
          raw={last?.seats}
          detail={`${changeText(changes?.seats)} · ${last?.payingCompanies ?? 0} paying companies`}
        />
        <FigureTile
          testId="kpi-mrr"
          label="MRR"
          value={snapshotValue(last?.mrrCents, money)}
          raw={last?.mrrCents}
          detail={changeText(changes?.mrrCents, money)}
        />
        <FigureTile
          testId="kpi-arr"
          label="ARR"
          value={snapshotValue(last ? last.mrrCents * 12 : undefined, money)}
          detail={changeText(
            changes
              ? {
                  ...changes.mrrCents,
                  start: changes.mrrCents.start * 12,
                  end: changes.mrrCents.end * 12,
                  delta: changes.mrrCents.delta * 12,
                }
              : undefined,
            money,
          )}
        />
        <FigureTile
          testId="kpi-trials"
          label="Trial conversion"
          value={percent(rates.trialConversion)}
          detail={`${totals.trialsConverted} converted, ${totals.trialsCanceled} canceled, ${totals.trialsStarted} started`}
        />
        <FigureTile
          testId="kpi-churn"
          label="Churn"
          value={String(totals.churned)}
          raw={totals.churned}
          detail={
            rates.churnMonths > 0
              ? `${percent(rates.churn)} a month, average over ${rates.churnMonths} month${rates.churnMonths === 1 ? '' : 's'}`
              : 'No paying companies at the start of a month'
          }
        />
        <FigureTile
          testId="kpi-affiliates"
          label="Affiliate funnel"
          value={`${totals.affiliateVisits} → ${totals.affiliateSignups} → ${totals.affiliatePaying}`}
          detail="visits → sign-ups → paying"
        />
      </dl>
    </TitledSection>
  );
}

export default function ReportSummariesPage() {
  const formId = useId();
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const [preset, setPreset] = useState<number | null>(30);
  const [draft, setDraft] = useState<DayRange>(range);
  const [problem, setProblem] = useState<string | null>(null);
  const [showTables, setShowTables] = useState(false);
  const query = useReport(range);
  const report = query.data ?? null;
  const rows = useMemo(() => (report ? reportRows(report.days) : []), [report]);
  const loading = query.isFetching;

  const choosePreset = (days: number) => {
    const next = lastDays(days);
    setPreset(days);
    setRange(next);
    setDraft(next);
    setProblem(null);
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const why = rangeProblem(draft);
    setProblem(why);
    if (why) return;
    setPreset(null);
    setRange(draft);
  };

  return (
    <>
      <PageHeader
        title="Report Summaries"
        description="Sign-ups, companies, revenue, trials, churn and the affiliate funnel, per UTC day."
        actions={
          <ExportCsvButton
            disabled={!report || query.isPlaceholderData}
            onClick={() =>
              report && downloadCsv(reportCsv(report), `report-${report.from}-to-${report.to}.csv`)
            }
          />
        }
      />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <PeriodButtons
          label="Period"
          options={REPORT_PRESETS}
          value={preset}
          onChange={choosePreset}
        />
        <form
          onSubmit={applyCustom}
          className="flex flex-wrap items-end gap-2"
          aria-label="Custom range"
          noValidate
        >
          <div className="space-y-1">
            <Label htmlFor={`${formId}-from`}>From</Label>
            <Input
              id={`${formId}-from`}
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${formId}-problem` : undefined}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${formId}-to`}>To</Label>
            <Input
              id={`${formId}-to`}
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${formId}-problem` : undefined}
            />
          </div>
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </form>
        <div className="ml-auto flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={showTables}
            onClick={() => setShowTables((on) => !on)}
          >
            <Table2 aria-hidden /> {showTables ? 'Show as charts' : 'Show as table'}
          </Button>
          <RefreshButton loading={loading} onClick={() => void query.refetch()} />
        </div>
      </div>
      {problem ? (
        <p id={`${formId}-problem`} role="alert" className="mb-4 text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()} className="mb-6">
          {callableMessage(query.error)}
        </RetryAlert>
      ) : null}
      {report ? (
        <div className="space-y-6" aria-busy={loading}>
          <p className="text-xs text-muted-foreground" data-testid="report-range">
            {report.from} to {report.to} (UTC) · finished days are counted once and kept; today is
            live. Companies, seats and MRR come from daily snapshots, which start with the first one
            taken: days before it are blank.
          </p>
          <Kpis report={report} />
          <div className="grid gap-6 lg:grid-cols-2">
            {DAILY_CHARTS.map((spec) => (
              <DailyChart key={spec.id} spec={spec} rows={rows} showTable={showTables} />
            ))}
            <AffiliateFunnelChart
              showTable={showTables}
              steps={[
                { step: 'Visits', count: report.totals.affiliateVisits },
                { step: 'Sign-ups', count: report.totals.affiliateSignups },
                { step: 'Paying', count: report.totals.affiliatePaying },
              ]}
            />
          </div>
        </div>
      ) : query.isPending && !query.isError ? (
        <LoadingBlocks label="Loading the report" className={KPI_GRID} blocks={LOADING_BLOCKS} />
      ) : null}
    </>
  );
}

import type { Report, ReportChange, ReportSeriesDay } from '@contracts/admin-reports';
import { REPORT_MAX_DAYS } from '@contracts/admin-reports';
import Papa from 'papaparse';
import { formatMoney } from '@/lib/billing/plans';

/** Reports are in the catalogue's currency (the seed's plans are in USD). */
export const REPORT_CURRENCY = 'usd';

export const REPORT_PRESETS = [
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 365 days' },
] as const;

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now: number = Date.now()): DayRange {
  return { from: day(now - (days - 1) * DAY_MS), to: day(now) };
}

/** Why a chosen range cannot be asked for, or null when it can (pure; UTC days). */
export function rangeProblem(range: DayRange, now: number = Date.now()): string | null {
  const valid = /^\d{4}-\d{2}-\d{2}$/;
  if (!valid.test(range.from) || !valid.test(range.to)) return 'Choose a start and an end day.';
  if (range.from > range.to) return 'The start must not be after the end.';
  if (range.to > day(now)) return 'The end cannot be in the future.';
  const days =
    (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS;
  if (days + 1 > REPORT_MAX_DAYS) return `Choose at most ${REPORT_MAX_DAYS} days.`;
  return null;
}

export const money = (cents: number) => formatMoney(Math.round(cents), REPORT_CURRENCY);

export const percent = (ratio: number | null) =>
  ratio === null ? '—' : `${(ratio * 100).toFixed(1).replace(/\.0$/, '')}%`;

/** "+12.5%" / "−3" style wording of a change, for a KPI card. */
export function changeText(
  change: ReportChange | undefined,
  format: (n: number) => string = String,
): string {
  if (!change) return 'No change data yet';
  const sign = change.delta > 0 ? '+' : change.delta < 0 ? '−' : '±';
  const amount = `${sign}${format(Math.abs(change.delta))}`;
  return change.ratio === null ? amount : `${amount} (${sign}${percent(Math.abs(change.ratio))})`;
}

/** One row of the daily series, flat (the table, the charts and the CSV read it). */
export interface ReportRow {
  day: string;
  signups: number;
  newCompanies: number;
  affiliateVisits: number;
  affiliateSignups: number;
  affiliatePaying: number;
  trialsStarted: number;
  trialsConverted: number;
  trialsCanceled: number;
  paidStarted: number;
  churned: number;
  companies: number | null;
  payingCompanies: number | null;
  trialingCompanies: number | null;
  seats: number | null;
  mrr: number | null;
  arr: number | null;
}

export function reportRows(days: ReportSeriesDay[]): ReportRow[] {
  return days.map(({ day: d, flow, snapshot }) => ({
    day: d,
    ...flow,
    companies: snapshot?.companies ?? null,
    payingCompanies: snapshot?.payingCompanies ?? null,
    trialingCompanies: snapshot?.trialingCompanies ?? null,
    seats: snapshot?.seats ?? null,
    mrr: snapshot ? snapshot.mrrCents / 100 : null,
    arr: snapshot ? (snapshot.mrrCents * 12) / 100 : null,
  }));
}

/** The CSV columns, in order: [header, row field]. */
export const CSV_COLUMNS: [string, keyof ReportRow][] = [
  ['Day (UTC)', 'day'],
  ['Sign-ups', 'signups'],
  ['New companies', 'newCompanies'],
  ['Affiliate visits', 'affiliateVisits'],
  ['Affiliate sign-ups', 'affiliateSignups'],
  ['Affiliate paying', 'affiliatePaying'],
  ['Trials started', 'trialsStarted'],
  ['Trials converted', 'trialsConverted'],
  ['Trials canceled', 'trialsCanceled'],
  ['Started paying', 'paidStarted'],
  ['Churned', 'churned'],
  ['Active companies', 'companies'],
  ['Paying companies', 'payingCompanies'],
  ['Trialing companies', 'trialingCompanies'],
  ['Paid seats', 'seats'],
  ['MRR (USD)', 'mrr'],
  ['ARR (USD)', 'arr'],
];

/** The daily series as CSV (papaparse `unparse`); a day without a snapshot has empty cells. */
export function reportCsv(report: Pick<Report, 'days'>): string {
  return Papa.unparse({
    fields: CSV_COLUMNS.map(([header]) => header),
    data: reportRows(report.days).map((row) => CSV_COLUMNS.map(([, key]) => row[key] ?? '')),
  });
}

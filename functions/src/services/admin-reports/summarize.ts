import {
  REPORT_FLOW_KEYS,
  REPORT_SNAPSHOT_METRICS,
  type Report,
  type ReportChange,
  type ReportFlow,
  type ReportSeriesDay,
  type ReportSnapshot,
  type ReportSnapshotMetric,
} from '../../contracts/admin-reports';
import type { SubscriptionStatus } from '../../contracts/billing';
import { averageMonthlyChurn, type ChurnedSubscription, type DaySnapshot } from './monthly-churn';

const DAY_MS = 86_400_000;

/** UTC calendar day of a time, `YYYY-MM-DD`. */
export const dayKey = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The first ms of a UTC day. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The first ms after a UTC day. */
export const dayEnd = (day: string): number => dayStart(day) + DAY_MS;

/** Days from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = dayStart(from); t <= dayStart(to); t += DAY_MS) days.push(dayKey(t));
  return days;
}

/** The day before `day`. */
export const previousDay = (day: string): string => dayKey(dayStart(day) - DAY_MS);

/** A flow with every figure 0. */
export function emptyFlow(): ReportFlow {
  return Object.fromEntries(REPORT_FLOW_KEYS.map((key) => [key, 0])) as ReportFlow;
}

/** The sum of several flows (pure; missing figures are 0). */
export function addFlows(flows: Partial<ReportFlow>[]): ReportFlow {
  const total = emptyFlow();
  for (const flow of flows) for (const key of REPORT_FLOW_KEYS) total[key] += flow[key] ?? 0;
  return total;
}

/**
 * A day may be sealed once it ended `sealAfterMs` ago: late writers (a sign-in mirrored a little
 * after the account was made, a webhook retried) have that long to land in it.
 */
export const sealable = (day: string, now: number, sealAfterMs: number): boolean =>
  dayEnd(day) + sealAfterMs <= now;

/** Billing transitions the report counts, each recorded once per subscription. */
export const REPORT_BILLING_KINDS = [
  'trialStarted',
  'trialConverted',
  'trialCanceled',
  'paidStarted',
  'churned',
] as const;
export type ReportBillingKind = (typeof REPORT_BILLING_KINDS)[number];

const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];
const NOT_YET_PAYING: readonly (SubscriptionStatus | null)[] = [null, 'trialing', 'incomplete'];

/**
 * What a subscription's status change means for the report (pure). `previous` is the status held
 * for the same subscription before (null: a new subscription).
 */
export function billingTransitions(
  previous: SubscriptionStatus | null,
  next: SubscriptionStatus,
): ReportBillingKind[] {
  if (previous === next) return [];
  const kinds: ReportBillingKind[] = [];
  if (next === 'trialing' && (previous === null || previous === 'incomplete')) {
    kinds.push('trialStarted');
  }
  if (previous === 'trialing' && next === 'active') kinds.push('trialConverted');
  if (previous === 'trialing' && ENDED.includes(next)) kinds.push('trialCanceled');
  if (next === 'active' && NOT_YET_PAYING.includes(previous)) kinds.push('paidStarted');
  if (
    next === 'canceled' &&
    previous !== null &&
    !NOT_YET_PAYING.includes(previous) &&
    !ENDED.includes(previous)
  ) {
    kinds.push('churned');
  }
  return kinds;
}

function change(start: number, end: number): ReportChange {
  return { start, end, delta: end - start, ratio: start === 0 ? null : (end - start) / start };
}

/**
 * The answer of `get` from its per-day series (pure): totals of the flows, the first and last
 * snapshot of the range and the change between them, the trial conversion rate and the average
 * monthly churn (monthly-churn.ts: from the range's churn records and the snapshot before it).
 */
export function summarizeReport(
  from: string,
  to: string,
  days: ReportSeriesDay[],
  computedAt: number,
  churn: { churned: readonly ChurnedSubscription[]; before: DaySnapshot | null } = {
    churned: [],
    before: null,
  },
): Report {
  const totals = addFlows(days.map((d) => d.flow));
  const snapshots = days
    .map((d) => d.snapshot)
    .filter((snapshot): snapshot is ReportSnapshot => snapshot !== null);
  const first = snapshots[0] ?? null;
  const last = snapshots.at(-1) ?? null;
  const changes =
    first && last && snapshots.length >= 2
      ? (Object.fromEntries(
          REPORT_SNAPSHOT_METRICS.map((metric) => [metric, change(first[metric], last[metric])]),
        ) as Record<ReportSnapshotMetric, ReportChange>)
      : null;
  const trialsEnded = totals.trialsConverted + totals.trialsCanceled;
  const monthlyChurn = averageMonthlyChurn({ days, ...churn });
  return {
    from,
    to,
    days,
    totals,
    first,
    last,
    changes,
    rates: {
      trialConversion: trialsEnded === 0 ? null : totals.trialsConverted / trialsEnded,
      churn: monthlyChurn.rate,
      churnMonths: monthlyChurn.months,
    },
    computedAt,
  };
}

/** Splits ascending days into runs of consecutive days. */
export function contiguousRuns(days: string[]): string[][] {
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && dayStart(day) - dayStart(run.at(-1) ?? day) === DAY_MS) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * Per-day figures of consecutive `days` from a counter over a span of days (first..last), by
 * bisection: the span's total, then the left half's (the right half is the rest), only where
 * something was counted. Empty stretches cost one query, so a year of mostly quiet days costs a
 * few dozen queries instead of 365; a busy year about as many as there are busy days. The
 * counter must read one consistent snapshot (the subtraction relies on it).
 */
export async function countPerDay(
  days: string[],
  counter: (first: string, last: string) => Promise<number>,
): Promise<number[]> {
  const result = days.map(() => 0);
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return result;
  const split = async (lo: number, hi: number, total: number): Promise<void> => {
    if (total === 0) return;
    if (hi - lo === 1) {
      result[lo] = total;
      return;
    }
    const mid = (lo + hi) >> 1;
    const left = await counter(days[lo] as string, days[mid - 1] as string);
    await Promise.all([split(lo, mid, left), split(mid, hi, total - left)]);
  };
  await split(0, days.length, await counter(first, last));
  return result;
}

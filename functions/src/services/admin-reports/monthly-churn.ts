import type { ReportSeriesDay, ReportSnapshot } from '../../contracts/admin-reports';

/** The length of a "month" in the churn rate. */
export const CHURN_MONTH_DAYS = 30;

/** One paying subscription canceled in the range (a `churned` billing record). */
export interface ChurnedSubscription {
  /** The UTC day it was canceled. */
  day: string;
  /** The UTC day it started paying (its `paidStarted` record); null: before the records began. */
  paidSince: string | null;
}

/** A snapshot with the day whose closing figures it holds. */
export interface DaySnapshot {
  day: string;
  snapshot: ReportSnapshot;
}

/**
 * A churn rate over `days` as the 30-day rate that compounds to it (pure):
 * 1 − (1 − churn)^(30 ÷ days).
 */
export function monthlyChurnRate(churn: number, days: number): number {
  if (churn >= 1) return 1;
  if (churn <= 0) return 0;
  return 1 - Math.pow(1 - churn, CHURN_MONTH_DAYS / days);
}

/**
 * The average monthly churn of a range (pure). The range is cut into 30-day months from its
 * first day. A month's churn is the companies paying at its start that churned during it, over
 * the companies paying at its start:
 * - paying at its start: the latest snapshot before the month (a day's snapshot holds its
 *   closing figures; for the first month, `before`, the day before the range);
 * - churned during it: the month's churn records of subscriptions that were paying by that
 *   snapshot's day (started then or earlier, or before the records began). A company that
 *   started paying inside the month and churned inside it is in neither: it was no part of
 *   the base, so the rate cannot pass 100% with consistent records.
 * Months without a snapshot before them, or with nobody paying in it, are skipped. A shorter
 * last month counts as the 30-day rate it compounds to. The average is over the months counted,
 * weighted by their days (a few days' compounded rate weighs a few days). Null without one.
 */
export function averageMonthlyChurn(input: {
  days: readonly ReportSeriesDay[];
  churned: readonly ChurnedSubscription[];
  before: DaySnapshot | null;
}): { rate: number | null; months: number } {
  const { days, churned } = input;
  let base = input.before;
  let weighted = 0;
  let counted = 0;
  let months = 0;
  for (let start = 0; start < days.length; start += CHURN_MONTH_DAYS) {
    const month = days.slice(start, start + CHURN_MONTH_DAYS);
    const first = month[0]?.day ?? '';
    const last = month.at(-1)?.day ?? '';
    // The latest snapshot before this month: one of the previous month's days, else the last base.
    for (let i = start - 1; i >= Math.max(0, start - CHURN_MONTH_DAYS); i -= 1) {
      const day = days[i];
      if (day?.snapshot) {
        base = { day: day.day, snapshot: day.snapshot };
        break;
      }
    }
    const paying = base?.snapshot.payingCompanies ?? 0;
    if (!base || paying <= 0) continue;
    const baseDay = base.day;
    const lost = churned.filter(
      (c) => c.day >= first && c.day <= last && (c.paidSince === null || c.paidSince <= baseDay),
    ).length;
    // At most 1 by construction; only records that disagree with the snapshots could pass it.
    const rate = Math.min(1, lost / paying);
    weighted += monthlyChurnRate(rate, month.length) * month.length;
    counted += month.length;
    months += 1;
  }
  return { rate: counted > 0 ? weighted / counted : null, months };
}

import type { Funnel } from '../../contracts/admin-affiliate-model';
import type { Report, ReportSeriesDay } from '../../contracts/admin-reports';
import type { ProgrammeSettings } from '../../contracts/affiliate-programme';

/** The length of a "month" in the funnel's rates. */
export const MONTH_DAYS = 30;

const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/**
 * A churn rate over `days` as the 30-day rate that compounds to it (pure):
 * 1 − (1 − churn)^(30 ÷ days); a churn of 1 or more stays 1.
 */
export function monthlyChurnRate(churn: number | null, days: number): number | null {
  if (churn === null || days <= 0) return null;
  if (churn >= 1) return 1;
  if (churn <= 0) return 0;
  return 1 - Math.pow(1 - churn, MONTH_DAYS / days);
}

/**
 * The monthly churn of a range (pure). The range is cut into 30-day months from its first day;
 * a month's churn is the companies that churned in it over the companies paying at its start
 * (its first snapshot), never above 100% (companies that started paying and churned inside the
 * month are counted, not their start); a shorter last month counts as the 30-day rate it
 * compounds to. The months with paying companies at their start are averaged, weighted by
 * their days. Null without one.
 */
export function averageMonthlyChurn(days: readonly ReportSeriesDay[]): {
  rate: number | null;
  months: number;
} {
  let weighted = 0;
  let counted = 0;
  let months = 0;
  for (let start = 0; start < days.length; start += MONTH_DAYS) {
    const month = days.slice(start, start + MONTH_DAYS);
    const base = month.find((day) => day.snapshot !== null)?.snapshot?.payingCompanies ?? 0;
    if (base <= 0) continue;
    const churned = month.reduce((sum, day) => sum + day.flow.churned, 0);
    weighted += (monthlyChurnRate(Math.min(1, churned / base), month.length) ?? 0) * month.length;
    counted += month.length;
    months += 1;
  }
  return { rate: counted > 0 ? weighted / counted : null, months };
}

/** The funnel answer from a report of the period and the other figures (pure). */
export function summarizeFunnel(input: {
  report: Report;
  days: number;
  uniqueSessions: number;
  settings: ProgrammeSettings;
  settingsStored: boolean;
  approvedAffiliates: number;
  now: number;
}): Funnel {
  const { report, days, uniqueSessions } = input;
  const { totals, first, last } = report;
  const lastDay = [...report.days].reverse().find((day) => day.snapshot !== null);
  const visits = totals.affiliateVisits;
  const signups = totals.affiliateSignups;
  const paying = totals.affiliatePaying;
  const churn = averageMonthlyChurn(report.days);
  return {
    from: report.from,
    to: report.to,
    days,
    visits,
    uniqueSessions,
    signups,
    paying,
    rates: {
      visitToSignup: rate(signups, visits),
      sessionToSignup: rate(signups, uniqueSessions),
      signupToPaid: rate(paying, signups),
    },
    monthlyVisits: (visits * MONTH_DAYS) / days,
    arpcCents: last && last.payingCompanies > 0 ? last.mrrCents / last.payingCompanies : null,
    arpcDay: last && last.payingCompanies > 0 ? (lastDay?.day ?? null) : null,
    churned: totals.churned,
    payingAtStart: first ? first.payingCompanies : null,
    monthlyChurn: churn.rate,
    churnMonths: churn.months,
    approvedAffiliates: input.approvedAffiliates,
    settings: input.settings,
    settingsStored: input.settingsStored,
    computedAt: input.now,
  };
}

import type { Funnel } from '../../contracts/admin-affiliate-model';
import type { Report } from '../../contracts/admin-reports';
import type { ProgrammeSettings } from '../../contracts/affiliate-programme';

/** The length of a "month" in the funnel's rates. */
export const MONTH_DAYS = 30;

const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

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
    // The report's average monthly churn (services/admin-reports/monthly-churn.ts).
    monthlyChurn: report.rates.churn,
    churnMonths: report.rates.churnMonths,
    approvedAffiliates: input.approvedAffiliates,
    settings: input.settings,
    settingsStored: input.settingsStored,
    computedAt: input.now,
  };
}

import type { CurrencyTotal, PastDueCase } from '../../contracts/admin-billing';
import { graceDay } from '../billing/dunning';
import type { DunningCaseDoc } from '../billing/dunning-store';

/**
 * The pure parts of the past-due queue: rows of open cases, money summed per currency (two
 * currencies are never added together), and where "this month" starts.
 */

/** 00:00 UTC on the 1st of `now`'s UTC month. */
export function utcMonthStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** The sum and count of each currency (lower-cased codes), largest amount first. */
export function totalsByCurrency(
  cases: readonly Pick<DunningCaseDoc, 'amountCents' | 'currency'>[],
): CurrencyTotal[] {
  const byCurrency = new Map<string, CurrencyTotal>();
  for (const { amountCents, currency } of cases) {
    const code = currency.toLowerCase();
    const total = byCurrency.get(code) ?? { currency: code, amountCents: 0, cases: 0 };
    total.amountCents += amountCents;
    total.cases += 1;
    byCurrency.set(code, total);
  }
  return [...byCurrency.values()].sort(
    (a, b) => b.amountCents - a.amountCents || a.currency.localeCompare(b.currency),
  );
}

/** An open case as the queue shows it: how far into its grace it is at `now`. */
export function pastDueCaseOf(caseId: string, doc: DunningCaseDoc, now: number): PastDueCase {
  return {
    caseId,
    companyId: doc.companyId,
    companyName: doc.companyName,
    planId: doc.planId,
    planName: doc.planName,
    amountCents: doc.amountCents,
    currency: doc.currency,
    startedAt: doc.startedAt,
    graceUntil: doc.graceUntil,
    day: graceDay(doc.startedAt, now),
    mailsSent: doc.mailsSent,
  };
}

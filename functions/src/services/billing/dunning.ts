import { DUNNING_MARKS, type DunningMark } from '../../contracts/admin-billing';
import { monthlyRevenueCents, type SubscriptionStatus } from '../../contracts/billing';
import type { DunningCaseDoc } from './dunning-store';
import type { PlanMatch, SubscriptionSnapshot } from './store';

/**
 * The rules of a dunning case, pure (unit-tested in dunning.test.ts): when each mail of the
 * grace period is due, which one a run sends, and what a subscription change does to a case.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type CaseTimes = Pick<DunningCaseDoc, 'startedAt' | 'graceUntil'>;

/**
 * When a day's mail is due: day 0 at the failure, day 3 three days later, and day 7, the last
 * day, 24 hours before the grace ends, so "the plan ends at …" is still ahead of its reader (at
 * `startedAt` + 7 days the plan has already gone).
 */
export function markDueAt(mark: DunningMark, times: CaseTimes): number {
  switch (mark) {
    case 0:
      return times.startedAt;
    case 3:
      return times.startedAt + 3 * DAY_MS;
    case 7:
      return Math.max(times.startedAt, times.graceUntil - DAY_MS);
  }
}

type MailState = CaseTimes & Pick<DunningCaseDoc, 'status' | 'mailsSent'>;

/**
 * The marks still to come, in order: after the last one sent (an earlier mark never goes out
 * after a later one) and due before the grace ends (a mark squeezed out by a short grace, such
 * as day 3 of a 3-day grace, is never due).
 */
function pendingMarks(state: MailState): DunningMark[] {
  const last = Math.max(-1, ...state.mailsSent);
  const lastDayAt = markDueAt(7, state);
  return DUNNING_MARKS.filter((mark) => mark > last).filter((mark) => {
    const at = markDueAt(mark, state);
    return at < state.graceUntil && (mark === 7 || at < lastDayAt);
  });
}

/**
 * The mail a run sends now, or null: only an open case within its grace, and only the latest
 * mark due (a case found late, or after an outage, gets today's mail, not every missed one).
 */
export function dueMark(state: MailState, now: number): DunningMark | null {
  if (state.status !== 'open' || now >= state.graceUntil) return null;
  const due = pendingMarks(state).filter((mark) => markDueAt(mark, state) <= now);
  return due.at(-1) ?? null;
}

/**
 * When the next mail is due (what the maintenance job queries), null when no mail is left: the
 * case is closed, its grace is over at `now`, or its last day's mail went out.
 */
export function nextMailAt(state: MailState, now: number): number | null {
  if (state.status !== 'open' || now >= state.graceUntil) return null;
  const next = pendingMarks(state)[0];
  return next === undefined ? null : markDueAt(next, state);
}

/** The marks sent once `mark` is claimed: in day order, each once. */
export const withMark = (sent: readonly DunningMark[], mark: DunningMark): DunningMark[] =>
  [...new Set([...sent, mark])].sort((a, b) => a - b);

export type CaseOutcome = 'recovered' | 'lost';

/**
 * What the company's subscription, as just applied, does to an open case:
 * - trialing or active: the company pays again → `recovered`;
 * - past_due of the case's own failure: still failing, the case stays open;
 * - past_due of another failure: this one was paid in between (`recovered`) when it is the same
 *   subscription, and gone (`lost`) when another subscription replaced it;
 * - every other status (canceled, unpaid, incomplete_expired, paused, incomplete): the
 *   subscription no longer pays → `lost`.
 */
export function caseOutcome(
  open: { caseId: string; subscriptionId: string },
  next: { subscriptionId: string; status: SubscriptionStatus; caseId: string | null },
): CaseOutcome | null {
  switch (next.status) {
    case 'trialing':
    case 'active':
      return 'recovered';
    case 'past_due':
      if (next.caseId === open.caseId) return null;
      return next.subscriptionId === open.subscriptionId ? 'recovered' : 'lost';
    default:
      return 'lost';
  }
}

/** Whole days since the failure (0 on its first day). */
export const graceDay = (startedAt: number, now: number) =>
  Math.max(0, Math.floor((now - startedAt) / DAY_MS));

/**
 * The case a subscription's new failure opens: the monthly amount its renewal would have paid
 * (the plan's price × seats, a yearly price / 12; so a trial that failed to convert counts too),
 * in the plan's currency, and its grace, with the first mail due at once.
 */
export function newDunningCase(input: {
  companyId: string;
  companyName: string;
  snapshot: Pick<SubscriptionSnapshot, 'subscriptionId' | 'quantity'>;
  match: PlanMatch;
  pastDueSince: number;
  graceMs: number;
  now: number;
}): DunningCaseDoc {
  const { match, pastDueSince, now } = input;
  const price = match.plan.prices[match.interval];
  const opened: DunningCaseDoc = {
    companyId: input.companyId,
    companyName: input.companyName,
    subscriptionId: input.snapshot.subscriptionId,
    planId: match.id,
    planName: match.plan.name,
    amountCents: price
      ? monthlyRevenueCents(price.amount, match.interval, input.snapshot.quantity)
      : 0,
    currency: match.plan.currency,
    startedAt: pastDueSince,
    graceUntil: pastDueSince + input.graceMs,
    mailsSent: [],
    nextMailAt: null,
    status: 'open',
    closedAt: null,
    updatedAt: now,
  };
  // The failure has happened, whatever our clock says against the provider's.
  return { ...opened, nextMailAt: nextMailAt(opened, Math.max(now, pastDueSince)) };
}

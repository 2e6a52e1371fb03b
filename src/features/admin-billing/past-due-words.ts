import type { PastDueCase } from '@contracts/admin-billing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Day 4 of 7", or "Grace over (day 9)" once the plan has gone (pure). */
export function graceDayLabel(row: Pick<PastDueCase, 'day' | 'startedAt' | 'graceUntil'>): string {
  const graceDays = Math.round((row.graceUntil - row.startedAt) / DAY_MS);
  return row.day < graceDays ? `Day ${row.day} of ${graceDays}` : `Grace over (day ${row.day})`;
}

/** "None", "Day 0", "Days 0 and 3", "Days 0, 3 and 7" (pure). */
export function mailsSentLabel(marks: readonly number[]): string {
  if (marks.length === 0) return 'None';
  if (marks.length === 1) return `Day ${marks[0]}`;
  return `Days ${marks.slice(0, -1).join(', ')} and ${marks.at(-1)}`;
}

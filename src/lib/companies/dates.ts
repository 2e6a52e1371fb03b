const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** "12 Mar 2026" in the reader's locale. */
export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(ms);
}

/** "12 Mar 2026, 14:05" in the reader's locale. */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** "in 6 days", "in 3 hours", "in 5 minutes": how long until `ms` (which is in the future). */
export function timeUntil(ms: number, now: number = Date.now()): string {
  const left = Math.max(0, ms - now);
  const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  if (left >= DAY_MS) return rtf.format(Math.round(left / DAY_MS), 'day');
  if (left >= HOUR_MS) return rtf.format(Math.round(left / HOUR_MS), 'hour');
  return rtf.format(Math.max(1, Math.round(left / 60_000)), 'minute');
}

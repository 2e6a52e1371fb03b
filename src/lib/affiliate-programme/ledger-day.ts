/**
 * A day of the affiliate ledger ("Dec 1, 2026"): its days (earned, available, referred, paid,
 * the payout day) are UTC days, so they are shown in UTC, never as the day before west of it.
 */
export const formatLedgerDay = (ms: number): string =>
  new Date(ms).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

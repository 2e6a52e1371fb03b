export { decodeCursor, encodeCursor } from '../../lib/list-cursor';
import { HttpsError } from 'firebase-functions/v2/https';
import type { LedgerEntryDoc } from '../../contracts/affiliate-programme';
import { onEmulators } from '../../lib/runtime';

/**
 * The clock a payout batch is generated at. `asOf` is honoured only on the emulators
 * (`onEmulators`: tests and the e2e run "after the hold" without waiting 30
 * days). In production it is refused: a clock in the future would pay commissions still inside
 * their refund window, and one in the past gains nothing, so the server's clock is the only one.
 */
export function payoutClock(
  asOf: number | undefined,
  env: Record<string, string | undefined>,
  now: number,
): number {
  if (asOf === undefined) return now;
  if (!onEmulators(env)) {
    throw new HttpsError(
      'failed-precondition',
      'A batch is always generated at the current time here; asOf works only on the emulators.',
    );
  }
  return asOf;
}

/** An unpaid entry as the planner sees it (id and the fields that decide). */
export type PlannedEntry = Pick<
  LedgerEntryDoc,
  'amountCents' | 'availableAt' | 'payoutId' | 'heldReason'
> & { id: string };

/** Firestore allows 500 writes per transaction: entries, the payout and the audit entry. */
export const MAX_ENTRIES_PER_PAYOUT = 450;

/**
 * What one affiliate is paid from their unpaid entries at `asOf`: the entries without a payout
 * whose hold ended and which are not held for a reason, positive and negative alike (a refund
 * or a clawback after an earlier payout nets into this one). Paid only when the net reaches the
 * minimum (and is positive); otherwise everything rolls over untouched, a negative net included.
 * At most MAX_ENTRIES_PER_PAYOUT entries: every negative one first, then the oldest (the rest
 * wait for the next batch), so a cap never leaves a clawback out and pays more than is owed.
 */
export function planPayout(
  entries: PlannedEntry[],
  asOf: number,
  minimumPayoutCents: number,
): { entryIds: string[]; amountCents: number; due: boolean } {
  const byAge = (a: PlannedEntry, b: PlannedEntry) =>
    a.availableAt - b.availableAt || a.id.localeCompare(b.id);
  const open = entries
    .filter((e) => e.payoutId == null && e.availableAt <= asOf && !e.heldReason)
    .sort(byAge);
  const available = [
    ...open.filter((e) => e.amountCents < 0),
    ...open.filter((e) => e.amountCents >= 0),
  ]
    .slice(0, MAX_ENTRIES_PER_PAYOUT)
    .sort(byAge);
  const amountCents = available.reduce((sum, e) => sum + e.amountCents, 0);
  const due = available.length > 0 && amountCents > 0 && amountCents >= minimumPayoutCents;
  return { entryIds: available.map((e) => e.id), amountCents, due };
}

/** A stored time as ms (numbers, Firestore Timestamps the seed wrote, or nothing). */
export function millis(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'toMillis' in value) {
    return (value as { toMillis: () => number }).toMillis();
  }
  return null;
}

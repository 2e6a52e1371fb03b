export { decodeCursor, encodeCursor } from '../../lib/list-cursor';
import { HttpsError } from 'firebase-functions/v2/https';
import type { BatchTotal } from '../../contracts/admin-affiliates';
import { PROGRAMME_CURRENCY, type LedgerEntryDoc } from '../../contracts/affiliate-programme';
import { byCurrency } from '../../contracts/currency';
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
  'amountCents' | 'currency' | 'availableAt' | 'payoutId' | 'heldReason'
> & { id: string };

/** Firestore allows 500 writes per transaction: entries, the payout and the audit entry. */
export const MAX_ENTRIES_PER_PAYOUT = 450;

/**
 * What one affiliate is paid in one currency from their unpaid entries in it at `asOf` (planPayouts
 * splits them by currency): the entries without a payout
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

/** One payout's plan: the currency, its entries and net, and whether it is paid now. */
export interface CurrencyPlan {
  currency: string;
  entryIds: string[];
  amountCents: number;
  due: boolean;
}

/**
 * What one affiliate is paid at `asOf`: one plan per currency of their unpaid entries (the
 * programme's first), each with that currency's minimum (`minimumFor`, the settings'
 * minimumPayoutFor). Currencies are never added: each is its own payout, or rolls over alone.
 */
export function planPayouts(
  entries: PlannedEntry[],
  asOf: number,
  minimumFor: (currency: string) => number,
): CurrencyPlan[] {
  const byCode = new Map<string, PlannedEntry[]>();
  for (const entry of entries) {
    const group = byCode.get(entry.currency);
    if (group) group.push(entry);
    else byCode.set(entry.currency, [entry]);
  }
  return [...byCode.keys()].sort(byCurrency(PROGRAMME_CURRENCY)).map((currency) => ({
    currency,
    ...planPayout(byCode.get(currency) ?? [], asOf, minimumFor(currency)),
  }));
}

/** A stored time as ms (numbers, Firestore Timestamps the seed wrote, or nothing). */
export function millis(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'toMillis' in value) {
    return (value as { toMillis: () => number }).toMillis();
  }
  return null;
}

/** Minor units per currency: a batch's totals, never one sum of several currencies. */
export type MoneyByCurrency = Record<string, number>;

function moneyMap(value: unknown): MoneyByCurrency | null {
  if (!value || typeof value !== 'object') return null;
  const out: MoneyByCurrency = {};
  for (const [currency, amount] of Object.entries(value)) {
    if (typeof amount === 'number') out[currency] = amount;
  }
  return out;
}

/**
 * A stored batch's totals per currency: `totalByCurrency` and `paidByCurrency`. A batch written
 * before payouts had currencies has `totalCents` and `paidCents`, which were the programme's.
 */
export function batchMoney(data: Record<string, unknown>): {
  total: MoneyByCurrency;
  paid: MoneyByCurrency;
} {
  const legacy = (value: unknown): MoneyByCurrency =>
    typeof value === 'number' ? { [PROGRAMME_CURRENCY]: value } : {};
  return {
    total: moneyMap(data.totalByCurrency) ?? legacy(data.totalCents),
    paid: moneyMap(data.paidByCurrency) ?? legacy(data.paidCents),
  };
}

/** The totals as rows, one per currency, the programme's first. */
export function batchTotalRows(money: {
  total: MoneyByCurrency;
  paid: MoneyByCurrency;
}): BatchTotal[] {
  const currencies = [...new Set([...Object.keys(money.total), ...Object.keys(money.paid)])];
  return currencies.sort(byCurrency(PROGRAMME_CURRENCY)).map((currency) => ({
    currency,
    amountCents: money.total[currency] ?? 0,
    paidCents: money.paid[currency] ?? 0,
  }));
}

/** Sums amounts per currency (payouts into a batch's totals). */
export function sumByCurrency(
  items: readonly { currency: string; amountCents: number }[],
): MoneyByCurrency {
  const out: MoneyByCurrency = {};
  for (const item of items) out[item.currency] = (out[item.currency] ?? 0) + item.amountCents;
  return out;
}

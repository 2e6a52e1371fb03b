import { byCurrency } from '../../contracts/currency';
import type { LedgerEntryDoc } from '../../contracts/affiliate-programme';
import { movesMoney } from './admin-entries';
import { entryStatus } from './commission';

/*
 * Balances per currency, with no I/O. Two currencies are never added together: each currency has
 * its own balance, payout and minimum.
 */

/** One currency's totals, in its minor units. */
export interface CurrencyBalance {
  currency: string;
  /** Unpaid, still in the refund hold. */
  pendingCents: number;
  /** Unpaid, available and not held: what the next payout in this currency would take. */
  payableCents: number;
  /** Unpaid, held for a reason. */
  heldCents: number;
  /** In a payout. */
  paidCents: number;
}

const empty = (currency: string): CurrencyBalance => ({
  currency,
  pendingCents: 0,
  payableCents: 0,
  heldCents: 0,
  paidCents: 0,
});

/**
 * The balance of each currency from the unpaid entries and the paid sum of each currency: every
 * currency named by either, in the order pages show them (`first`, then alphabetically). Notices
 * (0, never paid) count nothing.
 */
export function balancesByCurrency(input: {
  unpaid: readonly Pick<
    LedgerEntryDoc,
    'kind' | 'currency' | 'amountCents' | 'availableAt' | 'payoutId' | 'heldReason'
  >[];
  paid: ReadonlyMap<string, number>;
  now: number;
  first: string;
}): CurrencyBalance[] {
  const balances = new Map<string, CurrencyBalance>();
  const of = (currency: string) => {
    let balance = balances.get(currency);
    if (!balance) balances.set(currency, (balance = empty(currency)));
    return balance;
  };
  for (const [currency, cents] of input.paid) of(currency).paidCents += cents;
  for (const entry of input.unpaid) {
    const balance = of(entry.currency);
    if (!movesMoney(entry)) continue;
    const status = entryStatus(entry, input.now);
    if (status === 'pending') balance.pendingCents += entry.amountCents;
    else if (status === 'payable') balance.payableCents += entry.amountCents;
    else if (status === 'held') balance.heldCents += entry.amountCents;
  }
  return [...balances.values()].sort((a, b) => byCurrency(input.first)(a.currency, b.currency));
}

export type Rollover = 'belowMinimum' | 'notPositive';

/**
 * Why a payable balance is not paid by a payout: positive but under the currency's minimum, or
 * taken to zero or below by refunds or clawbacks that net into a later payout. Null: it is paid
 * (or there is nothing to pay). The payout planner and the dashboard both ask this.
 */
export function rollover(payableCents: number, minimumCents: number): Rollover | null {
  if (payableCents < 0) return 'notPositive';
  if (payableCents > 0 && payableCents < minimumCents) return 'belowMinimum';
  return null;
}

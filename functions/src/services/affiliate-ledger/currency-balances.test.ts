import { describe, expect, it } from 'vitest';
import type { LedgerEntryDoc } from '../../contracts/affiliate-programme';
import { balancesByCurrency, rollover } from './currency-balances';

const NOW = 1_000;
const entry = (
  currency: string,
  amountCents: number,
  patch: Partial<LedgerEntryDoc> = {},
): Pick<
  LedgerEntryDoc,
  'kind' | 'currency' | 'amountCents' | 'availableAt' | 'payoutId' | 'heldReason'
> => ({
  kind: 'commission',
  currency,
  amountCents,
  availableAt: NOW - 1,
  payoutId: null,
  heldReason: null,
  ...patch,
});

describe('balancesByCurrency', () => {
  it('keeps each currency apart, the programme’s first', () => {
    const balances = balancesByCurrency({
      unpaid: [
        entry('eur', 1_200),
        entry('usd', 2_000),
        entry('eur', 1_200, { availableAt: NOW + 1 }),
        entry('jpy', 300, { heldReason: 'emailUnverified' }),
        entry('usd', -500, { kind: 'refund' }),
        entry('usd', 0, { kind: 'referralMoved' }),
      ],
      paid: new Map([
        ['usd', 9_000],
        ['gbp', 4_000],
      ]),
      now: NOW,
      first: 'usd',
    });
    expect(balances).toEqual([
      { currency: 'usd', pendingCents: 0, payableCents: 1_500, heldCents: 0, paidCents: 9_000 },
      { currency: 'eur', pendingCents: 1_200, payableCents: 1_200, heldCents: 0, paidCents: 0 },
      { currency: 'gbp', pendingCents: 0, payableCents: 0, heldCents: 0, paidCents: 4_000 },
      { currency: 'jpy', pendingCents: 0, payableCents: 0, heldCents: 300, paidCents: 0 },
    ]);
  });

  it('has no balance without entries', () => {
    expect(balancesByCurrency({ unpaid: [], paid: new Map(), now: NOW, first: 'usd' })).toEqual([]);
  });
});

describe('rollover', () => {
  it('says why a payable balance waits for a later payout', () => {
    expect(rollover(1_200, 5_000)).toBe('belowMinimum');
    expect(rollover(-300, 5_000)).toBe('notPositive');
    expect(rollover(-300, 0)).toBe('notPositive');
  });

  it('is null when the payout pays it, or there is nothing to pay', () => {
    expect(rollover(5_000, 5_000)).toBeNull();
    expect(rollover(0, 5_000)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseOverride } from './affiliates';
import {
  batchMoney,
  batchTotalRows,
  decodeCursor,
  encodeCursor,
  MAX_ENTRIES_PER_PAYOUT,
  payoutClock,
  planPayout,
  planPayouts,
  sumByCurrency,
} from './model';
import { acceptedCurrentAgreement } from './programme-reads';

describe('payoutClock (asOf only on the emulators)', () => {
  it('uses the server clock without asOf', () => {
    expect(payoutClock(undefined, {}, 1000)).toBe(1000);
    expect(payoutClock(undefined, { FUNCTIONS_EMULATOR: 'true' }, 1000)).toBe(1000);
  });
  it('honours asOf on the emulator', () => {
    expect(payoutClock(5000, { FUNCTIONS_EMULATOR: 'true' }, 1000)).toBe(5000);
  });
  it('refuses asOf anywhere else, even with a look-alike value', () => {
    for (const env of [{}, { FUNCTIONS_EMULATOR: 'false' }, { FUNCTIONS_EMULATOR: '1' }]) {
      expect(() => payoutClock(5000, env, 1000)).toThrow(/only on the emulators/);
    }
  });
});

const entry = (id: string, amountCents: number, availableAt: number, extra = {}) => ({
  id,
  amountCents,
  currency: 'usd',
  availableAt,
  payoutId: null,
  heldReason: null,
  ...extra,
});

describe('planPayout', () => {
  it('sums available entries, positive and negative, and pays at or above the minimum', () => {
    const plan = planPayout([entry('a', 6000, 10), entry('r', -1000, 20)], 100, 5000);
    expect(plan).toEqual({ entryIds: ['a', 'r'], amountCents: 5000, due: true });
  });
  it('rolls everything over below the minimum', () => {
    expect(planPayout([entry('a', 4999, 10)], 100, 5000).due).toBe(false);
  });
  it('skips entries still on hold, held for a reason, or already paid', () => {
    const plan = planPayout(
      [
        entry('later', 9000, 200),
        entry('held', 9000, 10, { heldReason: 'emailUnverified' }),
        entry('paid', 9000, 10, { payoutId: 'p1' }),
        entry('ok', 100, 10),
      ],
      100,
      0,
    );
    expect(plan).toEqual({ entryIds: ['ok'], amountCents: 100, due: true });
  });
  it('never pays a zero or negative net, even with no minimum', () => {
    expect(planPayout([entry('r', -500, 10)], 100, 0).due).toBe(false);
    expect(planPayout([], 100, 0).due).toBe(false);
  });
  it('takes at most MAX_ENTRIES_PER_PAYOUT entries, oldest first', () => {
    const many = Array.from({ length: MAX_ENTRIES_PER_PAYOUT + 5 }, (_, i) =>
      entry(`e${i}`, 100, MAX_ENTRIES_PER_PAYOUT + 5 - i),
    );
    const plan = planPayout(many, 10_000, 0);
    expect(plan.entryIds).toHaveLength(MAX_ENTRIES_PER_PAYOUT);
    expect(plan.entryIds[0]).toBe(`e${MAX_ENTRIES_PER_PAYOUT + 4}`);
  });
  it('always takes a clawback within the cap, so a payout never pays more than is owed', () => {
    const many = Array.from({ length: MAX_ENTRIES_PER_PAYOUT + 5 }, (_, i) =>
      entry(`e${i}`, 100, i),
    );
    const clawback = entry('clawback', -45_000, MAX_ENTRIES_PER_PAYOUT + 10);
    const plan = planPayout([...many, clawback], 10_000, 0);
    expect(plan.entryIds).toContain('clawback');
    expect(plan.entryIds).toHaveLength(MAX_ENTRIES_PER_PAYOUT);
    // 449 commissions of 100 less the clawback: negative, so nothing is paid; it rolls over.
    expect(plan).toMatchObject({ amountCents: -100, due: false });
  });
});

describe('planPayouts', () => {
  const minimums: Record<string, number> = { usd: 5_000, eur: 5_000, jpy: 7_500 };
  const minimumFor = (currency: string) => minimums[currency] ?? 0;

  it('plans one payout per currency, each against its own minimum, never adding them', () => {
    const plans = planPayouts(
      [
        entry('u1', 3_000, 10),
        entry('e1', 6_000, 10, { currency: 'eur' }),
        entry('u2', 3_000, 20),
        entry('j1', 7_000, 10, { currency: 'jpy' }),
      ],
      100,
      minimumFor,
    );
    // $30 + $30 reach $50; €60 reaches €50; ¥7,000 is under ¥7,500 and rolls over alone.
    expect(plans).toEqual([
      { currency: 'usd', entryIds: ['u1', 'u2'], amountCents: 6_000, due: true },
      { currency: 'eur', entryIds: ['e1'], amountCents: 6_000, due: true },
      { currency: 'jpy', entryIds: ['j1'], amountCents: 7_000, due: false },
    ]);
  });

  it('lets a refund in one currency reduce only that currency', () => {
    const plans = planPayouts(
      [entry('u1', 6_000, 10), entry('e1', 6_000, 10, { currency: 'eur' }), entry('r', -2_000, 20)],
      100,
      minimumFor,
    );
    expect(plans.map((p) => [p.currency, p.amountCents, p.due])).toEqual([
      ['usd', 4_000, false],
      ['eur', 6_000, true],
    ]);
  });
});

describe('agreement gate', () => {
  it('passes everyone while no agreement is published, then only the current version', () => {
    expect(acceptedCurrentAgreement({ agreement: null }, null)).toBe(true);
    expect(acceptedCurrentAgreement({ agreement: null }, 2)).toBe(false);
    const accepted = { agreement: { version: 1, acceptedAt: 1, userAgent: 'x' } };
    expect(acceptedCurrentAgreement(accepted, 2)).toBe(false);
    expect(acceptedCurrentAgreement(accepted, 1)).toBe(true);
  });
});

describe('cursor and overrides', () => {
  it('round-trips a cursor and refuses garbage', () => {
    expect(decodeCursor(encodeCursor('alex', 'u1'))).toEqual(['alex', 'u1']);
    expect(() => decodeCursor('nope')).toThrow(/cursor/);
  });
  it('stores an empty override as none', () => {
    expect(normaliseOverride({})).toBeNull();
    expect(normaliseOverride(null)).toBeNull();
    expect(normaliseOverride({ ratePercent: 30, recurringMonths: undefined })).toEqual({
      ratePercent: 30,
    });
  });
});

describe('batch totals per currency', () => {
  it('sums payouts per currency, never across them', () => {
    expect(
      sumByCurrency([
        { currency: 'usd', amountCents: 6_000 },
        { currency: 'eur', amountCents: 5_500 },
        { currency: 'usd', amountCents: 9_000 },
      ]),
    ).toEqual({ usd: 15_000, eur: 5_500 });
  });

  it('reads a batch’s maps, or the programme-currency totals of a batch made before them', () => {
    const current = batchMoney({
      totalByCurrency: { eur: 5_500, usd: 15_000 },
      paidByCurrency: { usd: 6_000 },
    });
    expect(batchTotalRows(current)).toEqual([
      { currency: 'usd', amountCents: 15_000, paidCents: 6_000 },
      { currency: 'eur', amountCents: 5_500, paidCents: 0 },
    ]);
    expect(batchTotalRows(batchMoney({ totalCents: 9_000, paidCents: 4_000 }))).toEqual([
      { currency: 'usd', amountCents: 9_000, paidCents: 4_000 },
    ]);
    expect(batchTotalRows(batchMoney({}))).toEqual([]);
  });
});

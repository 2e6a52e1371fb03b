import { describe, expect, it } from 'vitest';
import { ledgerEntryDocSchema } from '../../contracts/affiliate-programme';
import { adjustmentEntry, movesMoney, referralMovedEntry } from './admin-entries';
import { entryStatus } from './commission';

const NOW = 1_800_000_000_000;
const adjustment = (patch: Partial<Parameters<typeof adjustmentEntry>[0]> = {}) =>
  adjustmentEntry({
    affiliateUid: 'aff',
    type: 'bonus',
    amountCents: 2_500,
    currency: 'usd',
    reason: 'Launch webinar',
    actorUid: 'root',
    now: NOW,
    ...patch,
  });

describe('adjustmentEntry', () => {
  it('writes a bonus as a positive entry, payable at once, with its reason', () => {
    const entry = adjustment();
    expect(entry).toMatchObject({
      affiliateUid: 'aff',
      kind: 'adjustment',
      adjustmentType: 'bonus',
      amountCents: 2_500,
      currency: 'usd',
      availableAt: NOW,
      payoutId: null,
      heldReason: null,
      reason: 'Launch webinar',
      eventId: 'admin:root',
    });
    expect(entryStatus(entry, NOW)).toBe('payable');
    expect(ledgerEntryDocSchema.parse(entry)).toEqual(entry);
  });

  it('writes a clawback negative, whatever sign it was given', () => {
    expect(adjustment({ type: 'clawback' }).amountCents).toBe(-2_500);
    expect(adjustment({ type: 'clawback', amountCents: -2_500 }).amountCents).toBe(-2_500);
    expect(adjustment({ type: 'bonus', amountCents: -2_500 }).amountCents).toBe(2_500);
  });

  it('keeps another currency in its own minor units, payable at once in it', () => {
    const entry = adjustment({ currency: 'JPY', amountCents: 3_000 });
    expect(entry).toMatchObject({ currency: 'jpy', amountCents: 3_000 });
    expect(entry.heldReason).toBeNull();
    expect(entryStatus(entry, NOW)).toBe('payable');
  });
});

describe('referralMovedEntry', () => {
  it('is a notice of 0 naming the company, never the reason, and moves no money', () => {
    const entry = referralMovedEntry({
      affiliateUid: 'aff',
      move: 'assigned',
      companyId: 'co',
      companyName: 'Acme',
      referredUid: 'owner',
      actorUid: 'root',
      now: NOW,
    });
    expect(entry).toMatchObject({
      kind: 'referralMoved',
      referralMove: 'assigned',
      amountCents: 0,
      companyName: 'Acme',
    });
    expect(entry).not.toHaveProperty('reason');
    expect(ledgerEntryDocSchema.parse(entry)).toEqual(entry);
    expect(movesMoney(entry)).toBe(false);
    expect(movesMoney(adjustment())).toBe(true);
  });
});

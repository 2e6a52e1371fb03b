import {
  PROGRAMME_CURRENCY,
  type AdjustmentType,
  type LedgerEntryDoc,
  type ReferralMove,
} from '../../contracts/affiliate-programme';

/*
 * The ledger entries a super admin writes, with no I/O: a bonus or clawback, and the notice that a
 * company's referral moved. The admin services write them in the transaction of their audit entry.
 */

export const adjustmentEntryId = (autoId: string) => `adj_${autoId}`;
export const referralMovedEntryId = (autoId: string) => `mov_${autoId}`;

/** Whether an entry moves money: a referral notice (0) is never paid nor put in a payout. */
export const movesMoney = (entry: Pick<LedgerEntryDoc, 'kind'>): boolean =>
  entry.kind !== 'referralMoved';

/**
 * A bonus (positive) or clawback (negative) of `amountCents` minor units of `currency`. Available
 * at once: it pays no invoice, so there is no refund window to wait for, and a clawback nets into
 * the next payout like a refund. In any currency, in its own minor units: it is paid (or netted)
 * in that currency's next payout, never added to another currency's balance.
 */
export function adjustmentEntry(input: {
  affiliateUid: string;
  type: AdjustmentType;
  /** Positive minor units; the type gives the sign. */
  amountCents: number;
  currency: string;
  reason: string;
  actorUid: string;
  now: number;
}): LedgerEntryDoc {
  const currency = input.currency.toLowerCase();
  const magnitude = Math.abs(input.amountCents);
  return {
    affiliateUid: input.affiliateUid,
    kind: 'adjustment',
    adjustmentType: input.type,
    amountCents: input.type === 'bonus' ? magnitude : -magnitude,
    currency,
    companyId: '',
    referredUid: '',
    invoiceId: null,
    eventId: `admin:${input.actorUid}`,
    createdAt: input.now,
    availableAt: input.now,
    payoutId: null,
    heldReason: null,
    reason: input.reason,
    companyName: '',
  };
}

/**
 * The 0 notice that a company's referral left (`movedAway`) or came to (`assigned`) the
 * affiliate. It names the company as commissions do (its name, never its people) and not the
 * admin's reason, which is an internal note kept in the audit log.
 */
export function referralMovedEntry(input: {
  affiliateUid: string;
  move: ReferralMove;
  companyId: string;
  companyName: string;
  referredUid: string;
  actorUid: string;
  now: number;
}): LedgerEntryDoc {
  return {
    affiliateUid: input.affiliateUid,
    kind: 'referralMoved',
    referralMove: input.move,
    amountCents: 0,
    currency: PROGRAMME_CURRENCY,
    companyId: input.companyId,
    referredUid: input.referredUid,
    invoiceId: null,
    eventId: `admin:${input.actorUid}`,
    createdAt: input.now,
    availableAt: input.now,
    payoutId: null,
    heldReason: null,
    companyName: input.companyName,
  };
}

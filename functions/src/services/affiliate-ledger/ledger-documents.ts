import type { AffiliateFlagDoc, LedgerEntryDoc } from '../../contracts/affiliate-programme';
import type { CommissionRule } from '../../contracts/commission-rules';
import { dayKey } from '../affiliate/visit-fields';
import { DAY_MS, reversalCents } from './commission';
import type { PaymentKeys, Reversal } from './ledger-events';
import type { CompanyStateDoc, PendingReversalDoc } from './store';
import type { PaidInvoice } from './stripe-money';

/*
 * The ledger's decisions as documents, with no I/O: what a paid invoice, a refund, a dispute or a
 * won dispute writes, given what the transaction read. record-commission.ts and
 * record-reversals.ts read, call these, and write what they return.
 */

/**
 * The commission entry of a paid invoice: decideCommission gave the amount and its currency (the
 * invoice's for a percentage, the programme's for a flat amount). Every currency is paid out in
 * its own payouts; only an unverified referred email holds an entry.
 */
export function commissionEntry(input: {
  affiliateUid: string;
  referredUid: string;
  companyId: string;
  companyName: string;
  invoice: PaidInvoice;
  amountCents: number;
  currency: string;
  /** The rule decideCommission applied, recorded as it was in force. */
  rule: CommissionRule;
  referredEmailVerified: boolean;
  holdDays: number;
  eventId: string;
  now: number;
}): LedgerEntryDoc {
  const { invoice, now } = input;
  return {
    affiliateUid: input.affiliateUid,
    kind: 'commission',
    amountCents: input.amountCents,
    currency: input.currency,
    companyId: input.companyId,
    referredUid: input.referredUid,
    invoiceId: invoice.invoiceId,
    eventId: input.eventId,
    createdAt: now,
    availableAt: now + input.holdDays * DAY_MS,
    payoutId: null,
    heldReason: input.referredEmailVerified ? null : 'emailUnverified',
    companyName: input.companyName,
    invoiceAmountCents: invoice.base,
    invoiceCurrency: invoice.currency,
    grossCents: invoice.amountPaid,
    chargeId: invoice.chargeId,
    paymentIntentId: invoice.paymentIntentId,
    refundId: null,
    disputeId: null,
    rule: input.rule,
  };
}

/** An open fraud flag on one affiliate and company, for a super admin to review. */
export function openFlag(
  kind: 'selfReferral',
  affiliateUid: string,
  companyId: string,
  note: string,
  now: number,
): AffiliateFlagDoc {
  return {
    affiliateUid,
    kind,
    day: dayKey(now),
    count: 1,
    createdAt: now,
    status: 'open',
    companyId,
    note,
  };
}

/**
 * What a commission changes of the company's ledger state: its first commission creates it; an
 * earlier invoice delivered late moves the start of the recurring window back (commissions
 * already granted that now fall outside it stay: they were due when written).
 */
export function companyStateChange(
  state: CompanyStateDoc | undefined,
  commission: { affiliateUid: string; referredUid: string; paidAt: number; invoiceId: string },
):
  | { kind: 'create'; doc: CompanyStateDoc }
  | { kind: 'update'; fields: Pick<CompanyStateDoc, 'firstCommissionAt' | 'firstInvoiceId'> }
  | null {
  const { affiliateUid, referredUid, paidAt, invoiceId } = commission;
  if (!state) {
    return {
      kind: 'create',
      doc: { affiliateUid, referredUid, firstCommissionAt: paidAt, firstInvoiceId: invoiceId },
    };
  }
  if (paidAt < state.firstCommissionAt) {
    return { kind: 'update', fields: { firstCommissionAt: paidAt, firstInvoiceId: invoiceId } };
  }
  return null;
}

/** The negative entry that takes back `amountCents` of a commission for a refund or dispute. */
export function reversalEntry(
  commission: LedgerEntryDoc,
  reversal: Pick<Reversal, 'kind' | 'grossCents' | 'refundId' | 'disputeId'>,
  amountCents: number,
  eventId: string,
  now: number,
  chargeId: string | null,
): LedgerEntryDoc {
  return {
    affiliateUid: commission.affiliateUid,
    kind: reversal.kind,
    amountCents,
    currency: commission.currency,
    companyId: commission.companyId,
    referredUid: commission.referredUid,
    invoiceId: commission.invoiceId,
    eventId,
    createdAt: now,
    // A reversal is owed back at once: it nets into the next payout, paid or not. One of a
    // commission still held for its currency (written before every currency was paid) stays
    // held with it, and is released with it.
    availableAt: now,
    payoutId: null,
    heldReason: commission.heldReason === 'currencyReview' ? 'currencyReview' : null,
    companyName: commission.companyName ?? '',
    invoiceAmountCents: commission.invoiceAmountCents ?? 0,
    grossCents: reversal.grossCents,
    // The reversed payment (cumulative refunds are counted per charge).
    chargeId: chargeId ?? commission.chargeId ?? null,
    paymentIntentId: commission.paymentIntentId ?? null,
    refundId: reversal.refundId,
    disputeId: reversal.disputeId,
    note: reversal.kind === 'refund' ? 'Refunded' : 'Disputed',
  };
}

/**
 * The reversal entries of `reversals` against a commission, each the same share of the
 * commission as of the invoice, capped by what is left of it (`netLeft`, the sum of the
 * invoice's entries so far). A reversal that takes nothing writes nothing.
 */
export function reversalsAgainst(input: {
  commission: LedgerEntryDoc;
  /** The invoice's gross the commission was earned on. */
  commissionGross: number;
  /** Each may name its own reversed charge (a pending marker does); else `chargeId`. */
  reversals: readonly (Reversal & { chargeId?: string | null })[];
  netLeft: number;
  eventId: string;
  now: number;
  chargeId: string | null;
}): { entryId: string; entry: LedgerEntryDoc }[] {
  let left = input.netLeft;
  const written: { entryId: string; entry: LedgerEntryDoc }[] = [];
  for (const reversal of input.reversals) {
    const amount = reversalCents({
      commissionCents: input.commission.amountCents,
      commissionGross: input.commissionGross,
      reversedGross: reversal.grossCents,
      netLeft: left,
    });
    if (amount >= 0) continue;
    left += amount;
    written.push({
      entryId: reversal.entryId,
      entry: reversalEntry(
        input.commission,
        reversal,
        amount,
        input.eventId,
        input.now,
        reversal.chargeId !== undefined ? reversal.chargeId : input.chargeId,
      ),
    });
  }
  return written;
}

/** A refund or dispute that arrived before its invoice's commission, remembered for it. */
export function pendingMarker(
  reversal: Reversal,
  keys: PaymentKeys,
  eventId: string,
  now: number,
): PendingReversalDoc {
  return {
    kind: reversal.kind,
    invoiceId: keys.invoiceId,
    chargeId: keys.chargeId,
    paymentIntentId: keys.paymentIntentId,
    grossCents: reversal.grossCents,
    refundId: reversal.refundId,
    disputeId: reversal.disputeId,
    eventId,
    createdAt: now,
    resolvedAt: null,
    resolution: null,
  };
}

/**
 * A dispute closed as won before its `created` event arrived: stored as a settled marker, so the
 * late `created` finds it and reverses nothing.
 */
export function settledDisputeMarker(
  disputeId: string,
  eventId: string,
  now: number,
): PendingReversalDoc {
  return {
    kind: 'dispute',
    invoiceId: null,
    chargeId: null,
    paymentIntentId: null,
    grossCents: 0,
    refundId: null,
    disputeId,
    eventId,
    createdAt: now,
    resolvedAt: now,
    resolution: 'disputeWon',
  };
}

/** A won dispute gives back what its dispute entry took (null: it took nothing). */
export function disputeWonEntry(
  dispute: LedgerEntryDoc,
  eventId: string,
  now: number,
): LedgerEntryDoc | null {
  if (dispute.amountCents >= 0) return null;
  return {
    ...dispute,
    kind: 'adjustment',
    amountCents: -dispute.amountCents,
    eventId,
    createdAt: now,
    availableAt: now,
    payoutId: null,
    // Given back as it was taken: one of a commission still held for its currency stays held.
    heldReason: dispute.heldReason === 'currencyReview' ? 'currencyReview' : null,
    note: 'Dispute won',
  };
}

/**
 * The gross already refunded of a charge, from its refund entries and the refund markers not
 * yet turned into entries (a cumulative refund event carries only the charge's total).
 */
export function refundedGross(
  entries: readonly { id: string; kind: unknown; grossCents: unknown }[],
  markers: readonly { id: string; kind: unknown; grossCents: unknown }[],
): number {
  const seen = new Set<string>();
  let gross = 0;
  const amount = (value: unknown) => (typeof value === 'number' ? value : 0);
  for (const entry of entries) {
    if (entry.kind !== 'refund') continue;
    seen.add(entry.id);
    gross += amount(entry.grossCents);
  }
  for (const marker of markers) {
    if (marker.kind !== 'refund' || seen.has(marker.id)) continue;
    gross += amount(marker.grossCents);
  }
  return gross;
}

/** The sum of the entries' amounts: what is still owed for an invoice. */
export function netAmount(amounts: Iterable<unknown>): number {
  let sum = 0;
  for (const amount of amounts) if (typeof amount === 'number') sum += amount;
  return sum;
}

import { mailFirstCommission } from '../affiliate-mails/first-commission';
import { recordCommission } from './record-commission';
import { recordDisputeWon, recordReversals } from './record-reversals';
import type { LedgerDeps, LedgerEvent, LedgerOutcome, Reversal } from './ledger-events';
import { disputeEntryId, invoiceEntryId, refundEntryId } from './store';
import {
  paidInvoiceOf,
  stripeChargeSchema,
  stripeDisputeSchema,
  stripeInvoiceSchema,
} from './stripe-money';

/**
 * The ledger side of the billing webhook: commissions from paid invoices, and their reversal on
 * refunds and disputes. Called by services/billing/webhook.ts after the signature is verified.
 *
 * Idempotent under repeated and out-of-order delivery: every entry has the id of what caused it
 * (`inv_{invoiceId}`, `ref_{refundId}`, `dsp_{disputeId}`, `dsp_{disputeId}_won`) and is created
 * in a transaction only when absent. A refund or dispute that arrives before its invoice's
 * commission is stored in affiliateLedgerPending and settled in the transaction that writes the
 * commission (so the reversal is computed against the commission actually earned, or not at all
 * when the invoice earned nothing).
 *
 * This file reads the event and dispatches; record-commission.ts and record-reversals.ts read and
 * write in their transactions; what they write is decided by ledger-documents.ts (pure).
 */

/** Applies one verified event; null when its object does not parse (the webhook answers 400). */
export async function applyLedgerEvent(
  event: LedgerEvent,
  deps: LedgerDeps,
): Promise<LedgerOutcome | null> {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = stripeInvoiceSchema.safeParse(event.data.object);
      if (!invoice.success) return null;
      const paid = paidInvoiceOf(invoice.data);
      const outcome = await recordCommission(event, paid, deps);
      // After the commit; the mail never fails the event.
      if (outcome === 'commission') await mailFirstCommission(invoiceEntryId(paid.invoiceId), deps);
      return outcome;
    }
    case 'charge.refunded': {
      const charge = stripeChargeSchema.safeParse(event.data.object);
      if (!charge.success) return null;
      const c = charge.data;
      const listed = c.refunds?.data.filter(
        (r) => r.status !== 'failed' && r.status !== 'canceled',
      );
      const refunds: Reversal[] | 'cumulative' =
        listed && listed.length > 0
          ? listed.map((r) => ({
              entryId: refundEntryId(r.id),
              kind: 'refund',
              grossCents: r.amount,
              refundId: r.id,
              disputeId: null,
            }))
          : 'cumulative';
      return recordReversals(
        event,
        { invoiceId: c.invoice ?? null, chargeId: c.id, paymentIntentId: c.payment_intent ?? null },
        refunds,
        c.amount_refunded,
        deps,
      );
    }
    case 'charge.dispute.created': {
      const dispute = stripeDisputeSchema.safeParse(event.data.object);
      if (!dispute.success) return null;
      const d = dispute.data;
      return recordReversals(
        event,
        { invoiceId: null, chargeId: d.charge, paymentIntentId: d.payment_intent ?? null },
        [
          {
            entryId: disputeEntryId(d.id),
            kind: 'dispute',
            grossCents: d.amount,
            refundId: null,
            disputeId: d.id,
          },
        ],
        0,
        deps,
      );
    }
    case 'charge.dispute.closed': {
      const dispute = stripeDisputeSchema.safeParse(event.data.object);
      if (!dispute.success) return null;
      return dispute.data.status === 'won'
        ? recordDisputeWon(event, dispute.data.id, deps)
        : 'ignored';
    }
    default:
      return 'ignored';
  }
}

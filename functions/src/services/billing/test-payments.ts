import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { zodConverter } from '../../lib/converters';
import { randomId } from './store';
import { testEvent, type TestEvent } from './test-provider';

/**
 * Test mode's invoices and their payments: what Stripe records when a subscription is paid, and
 * the events it sends (invoice.paid, charge.refunded, charge.dispute.created and .closed). The
 * stand-in provider keeps them in billingTestInvoices (closed to clients), so the test portal can
 * refund or dispute the last one and close the dispute. The affiliate ledger reads these events like Stripe's.
 */

export const TEST_INVOICES = 'billingTestInvoices';

export const testInvoiceDocSchema = z.object({
  companyId: z.string(),
  customerId: z.string(),
  subscriptionId: z.string(),
  planId: z.string().nullable(),
  currency: z.string(),
  amountPaid: z.number(),
  chargeId: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  /** ms */
  paidAt: z.number(),
  /** Newest first, as Stripe lists a charge's refunds. */
  refunds: z.array(z.object({ id: z.string(), amount: z.number(), created: z.number() })),
  disputeId: z.string().nullable(),
  /** Set when the dispute closed (absent while it is open or there is none). */
  disputeOutcome: z.enum(['won', 'lost']).optional(),
});
export type TestInvoiceDoc = z.infer<typeof testInvoiceDocSchema>;

const testInvoiceConverter = zodConverter(testInvoiceDocSchema, 'test invoice');

export const testInvoiceRef = (db: Firestore, id: string) => db.collection(TEST_INVOICES).doc(id);

const seconds = (ms: number) => Math.floor(ms / 1000);

function invoiceObject(id: string, invoice: TestInvoiceDoc) {
  return {
    id,
    object: 'invoice',
    customer: invoice.customerId,
    currency: invoice.currency,
    amount_paid: invoice.amountPaid,
    amount_due: invoice.amountPaid,
    total_taxes: [],
    status: 'paid',
    billing_reason: 'subscription_cycle',
    livemode: false,
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: invoice.subscriptionId,
        metadata: {
          companyId: invoice.companyId,
          ...(invoice.planId ? { planId: invoice.planId } : {}),
        },
      },
    },
    // Older API versions' fields, which name the payment directly (Stripe mode looks them up).
    charge: invoice.chargeId,
    payment_intent: invoice.paymentIntentId,
    status_transitions: { paid_at: seconds(invoice.paidAt) },
  };
}

function chargeObject(id: string, invoice: TestInvoiceDoc) {
  const refunded = invoice.refunds.reduce((sum, r) => sum + r.amount, 0);
  return {
    id: invoice.chargeId,
    object: 'charge',
    amount: invoice.amountPaid,
    amount_refunded: refunded,
    refunded: refunded >= invoice.amountPaid,
    currency: invoice.currency,
    customer: invoice.customerId,
    invoice: id,
    payment_intent: invoice.paymentIntentId,
    livemode: false,
    refunds: {
      object: 'list',
      data: invoice.refunds.map((r) => ({
        id: r.id,
        object: 'refund',
        amount: r.amount,
        charge: invoice.chargeId,
        created: seconds(r.created),
        status: 'succeeded',
      })),
    },
  };
}

/**
 * Records a paid invoice of `amountPaid` (0 for a trial's first invoice, as Stripe sends it) and
 * returns its invoice.paid event.
 */
export async function recordTestInvoice(
  db: Firestore,
  fields: Omit<TestInvoiceDoc, 'chargeId' | 'paymentIntentId' | 'refunds' | 'disputeId'>,
): Promise<TestEvent> {
  const invoiceId = randomId('in_test');
  const invoice: TestInvoiceDoc = {
    ...fields,
    chargeId: fields.amountPaid > 0 ? randomId('ch_test') : null,
    paymentIntentId: fields.amountPaid > 0 ? randomId('pi_test') : null,
    refunds: [],
    disputeId: null,
  };
  await testInvoiceRef(db, invoiceId).set(invoice);
  return testEvent('invoice.paid', invoiceObject(invoiceId, invoice), seconds(fields.paidAt));
}

/** The company's last invoice that took money, with its id, or null. */
export async function lastPaidTestInvoice(
  db: Firestore,
  companyId: string,
): Promise<(TestInvoiceDoc & { id: string }) | null> {
  const snap = await db
    .collection(TEST_INVOICES)
    .where('companyId', '==', companyId)
    .withConverter(testInvoiceConverter)
    .get();
  const paid = snap.docs
    .map((d) => ({ ...d.data(), id: d.id }))
    .filter((i) => i.amountPaid > 0 && i.chargeId)
    .sort((a, b) => b.paidAt - a.paidAt || b.id.localeCompare(a.id));
  return paid[0] ?? null;
}

/** A dispute of the invoice's charge as Stripe sends it in charge.dispute.* events. */
const disputeObject = (invoice: TestInvoiceDoc, id: string, amount: number, status: string) => ({
  id,
  object: 'dispute',
  amount,
  currency: invoice.currency,
  charge: invoice.chargeId,
  payment_intent: invoice.paymentIntentId,
  reason: 'fraudulent',
  status,
  livemode: false,
});

export type TestPaymentChange =
  'refund-full' | 'refund-partial' | 'dispute' | 'dispute-won' | 'dispute-lost';

export const TEST_PAYMENT_CHANGES: readonly TestPaymentChange[] = [
  'refund-full',
  'refund-partial',
  'dispute',
  'dispute-won',
  'dispute-lost',
];

/** A refusal the portal shows as it is. */
export class TestPaymentError extends Error {}

/**
 * Refunds (all that is left, or half of the amount paid), disputes, or closes the dispute of
 * (won: the money comes back; lost: it stays with the customer) the company's last paid invoice,
 * and returns the event Stripe would send.
 */
export async function testPaymentEvent(
  db: Firestore,
  companyId: string,
  change: TestPaymentChange,
  now: number,
): Promise<TestEvent> {
  const last = await lastPaidTestInvoice(db, companyId);
  if (!last) throw new TestPaymentError('There is no paid invoice to refund or dispute yet.');
  return db.runTransaction(async (tx) => {
    const ref = testInvoiceRef(db, last.id);
    const invoice = (await tx.get(ref.withConverter(testInvoiceConverter))).data();
    if (!invoice) throw new TestPaymentError('There is no paid invoice to refund or dispute yet.');
    const refunded = invoice.refunds.reduce((sum, r) => sum + r.amount, 0);
    const left = invoice.amountPaid - refunded;
    if (change === 'dispute-won' || change === 'dispute-lost') {
      if (!invoice.disputeId || invoice.disputeOutcome) {
        throw new TestPaymentError('This invoice has no open dispute.');
      }
      const status = change === 'dispute-won' ? 'won' : 'lost';
      tx.update(ref, { disputeOutcome: status });
      return testEvent(
        'charge.dispute.closed',
        disputeObject(invoice, invoice.disputeId, left, status),
        seconds(now),
      );
    }
    if (change === 'dispute') {
      if (invoice.disputeId) throw new TestPaymentError('This invoice is already disputed.');
      if (left <= 0) throw new TestPaymentError('This invoice was refunded in full.');
      const disputeId = randomId('dp_test');
      tx.update(ref, { disputeId });
      return testEvent(
        'charge.dispute.created',
        disputeObject(invoice, disputeId, left, 'needs_response'),
        seconds(now),
      );
    }
    if (invoice.disputeId) throw new TestPaymentError('A disputed invoice cannot be refunded.');
    const amount =
      change === 'refund-full' ? left : Math.min(left, Math.round(invoice.amountPaid / 2));
    if (amount <= 0) throw new TestPaymentError('This invoice was refunded in full.');
    const next: TestInvoiceDoc = {
      ...invoice,
      refunds: [{ id: randomId('re_test'), amount, created: now }, ...invoice.refunds],
    };
    tx.set(ref, next);
    return testEvent('charge.refunded', chargeObject(last.id, next), seconds(now));
  });
}

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

/** The provider events the ledger acts on (the billing webhook passes these on). */
export const LEDGER_EVENTS: ReadonlySet<string> = new Set([
  'invoice.paid',
  // Stripe sends both for a paid invoice; both name the invoice, so one commission results.
  'invoice.payment_succeeded',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
]);

export type LedgerOutcome =
  | 'commission'
  | 'skipped'
  | 'not-referred'
  | 'reversed'
  | 'reversal-pending'
  | 'nothing-to-reverse'
  | 'unknown-company'
  | 'duplicate'
  | 'ignored';

export interface LedgerDeps {
  db: Firestore;
  now: number;
  /** Stripe mode: finds the invoice of a payment when the event does not name it. */
  stripe?: Stripe | null;
  /** Auth (the referred owner's email and verification); the default app's when absent. */
  auth?: Auth;
}

/** A verified provider event, as the webhook hands it over. */
export interface LedgerEvent {
  id: string;
  type: string;
  /** Seconds. */
  created: number;
  data: { object: unknown };
}

/** One refund or dispute to reverse, under the entry id of what caused it. */
export interface Reversal {
  entryId: string;
  kind: 'refund' | 'dispute';
  grossCents: number;
  refundId: string | null;
  disputeId: string | null;
}

/** What names a payment: its invoice when known, its charge, its payment intent. */
export interface PaymentKeys {
  invoiceId: string | null;
  chargeId: string | null;
  paymentIntentId: string | null;
}

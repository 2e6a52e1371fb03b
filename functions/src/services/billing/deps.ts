import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { SendMailInput } from '../mail/send-mail';
import type { BillingConfig } from './config';

/** What the billing services need; the functions pass the real ones, tests their own. */
export interface BillingDeps {
  db: Firestore;
  config: BillingConfig;
  /** Stripe mode only; null in test mode and when payments are off. */
  stripe: Stripe | null;
  now: number;
  /**
   * The webhook's: mails day 0 of a failed payment at once. Without it (other callers, tests)
   * the maintenance job sends it on its next run.
   */
  sendMail?: (input: SendMailInput) => Promise<unknown>;
}

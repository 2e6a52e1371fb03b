import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { BillingConfig } from './config';

/** What the billing services need; the functions pass the real ones, tests their own. */
export interface BillingDeps {
  db: Firestore;
  config: BillingConfig;
  /** Stripe mode only; null in test mode and when payments are off. */
  stripe: Stripe | null;
  now: number;
}

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { SendMailInput } from '../mail/send-mail';
import type { CompaniesConfig } from './config';

/** What the company services need; the callables pass the real ones, unit tests fakes. */
export interface CompanyDeps {
  db: Firestore;
  auth: Auth;
  config: CompaniesConfig;
  now: number;
  /** Stripe mode's client, to cancel a deleted company's subscription (null: no provider). */
  stripe?: Stripe | null;
}

export interface InvitationDeps extends CompanyDeps {
  /** The mail module's sendMail. */
  sendMail: (input: SendMailInput) => Promise<string>;
}

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { sendMail } from '../mail/send-mail';

/** What the admin affiliate services need (the callable passes the real ones, tests theirs). */
export interface AdminAffiliateDeps {
  db: Firestore;
  /** Auth: the ledger checks held entries' owners again before paying them. */
  auth: Auth;
  now: number;
  /** The process environment (the asOf guard reads FUNCTIONS_EMULATOR). */
  env: Record<string, string | undefined>;
  /** Where links in mails point. */
  appUrl: string;
  sendMail: typeof sendMail;
}

/** The verified caller. */
export interface Actor {
  uid: string;
  claims: Record<string, unknown>;
}

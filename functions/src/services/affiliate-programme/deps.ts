import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { sendMail } from '../mail/send-mail';

/** What the programme's application and settings services need (tests pass their own). */
export interface ProgrammeDeps {
  db: Firestore;
  auth: Auth;
  now: number;
  /** Where links in mails point (APP_URL, else the first of APP_ORIGINS). */
  appUrl: string;
  sendMail: typeof sendMail;
}

/** The verified caller. */
export interface Actor {
  uid: string;
  claims: Record<string, unknown>;
}

import type { Firestore } from 'firebase-admin/firestore';
import type { sendMail } from '../mail/send-mail';

export interface AdminMailDeps {
  db: Firestore;
  now: number;
  /** Where links in mails point (APP_URL, else the first of APP_ORIGINS). */
  appUrl: string;
  /** The mail module's sendMail (the one logged send path). */
  sendMail: typeof sendMail;
  /** MAIL_UNSUBSCRIBE_SECRET (a fixed default on the emulators). */
  unsubscribeSecret: string;
}

/** The verified super admin of the call. */
export interface Actor {
  uid: string;
  claims: Record<string, unknown>;
}

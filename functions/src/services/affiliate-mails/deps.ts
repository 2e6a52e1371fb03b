import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { appUrlFrom } from '../companies/config';
import type { SendMailInput } from '../mail/send-mail';
import { unsubscribeSecret } from '../mail/unsubscribe-token';

/**
 * What the affiliate mails need. The hooks pass what they have (the ledger and attribution have
 * no mail settings of their own); the rest comes from the environment, and the mail module is
 * loaded only when a mail goes out, so the callables that rarely mail do not load it cold.
 */
export interface AffiliateMailDeps {
  db: Firestore;
  now: number;
  /** The affiliate's account address; the default app's Auth when absent. */
  auth?: Auth;
  /** Where links in mails point; APP_URL when absent. */
  appUrl?: string;
  sendMail?: (input: SendMailInput) => Promise<unknown>;
  unsubscribeSecret?: string;
}

export type ResolvedAffiliateMailDeps = Required<AffiliateMailDeps>;

const defaultSendMail = async (input: SendMailInput) => {
  const { sendMail } = await import('../mail/send-mail.js');
  return sendMail(input);
};

export function resolveAffiliateMailDeps(deps: AffiliateMailDeps): ResolvedAffiliateMailDeps {
  return {
    db: deps.db,
    now: deps.now,
    auth: deps.auth ?? getAuth(),
    appUrl: deps.appUrl ?? appUrlFrom(process.env),
    sendMail: deps.sendMail ?? defaultSendMail,
    unsubscribeSecret: deps.unsubscribeSecret ?? unsubscribeSecret(),
  };
}

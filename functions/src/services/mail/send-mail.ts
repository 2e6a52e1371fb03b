import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailKind, MailTemplateName } from '../../contracts/admin-mail';
import { mailConfig, type MailConfig } from './mail-config';
import { recordMailLog, type MailLogWriter } from './mail-log';
import { affiliateApproved } from './templates/affiliate-approved';
import { affiliateFirstCommission } from './templates/affiliate-first-commission';
import { affiliateNewReferral } from './templates/affiliate-new-referral';
import { affiliatePayoutDetailsConfirm } from './templates/affiliate-payout-details-confirm';
import { affiliatePayoutPaid } from './templates/affiliate-payout-paid';
import { affiliateRejected } from './templates/affiliate-rejected';
import { announcement } from './templates/announcement';
import { contactMessage, type ContactMessageData } from './templates/contact-message';
import type { RenderedMail } from './templates/layout';
import { passwordReset } from './templates/password-reset';
import { paymentFailed } from './templates/payment-failed';
import { superAdminGrant } from './templates/super-admin-grant';
import { teamInvitation } from './templates/team-invitation';

export const templates = {
  teamInvitation,
  contactMessage,
  passwordReset,
  announcement,
  affiliateApproved,
  affiliateRejected,
  affiliatePayoutPaid,
  affiliatePayoutDetailsConfirm,
  superAdminGrant,
  paymentFailed,
  affiliateNewReferral,
  affiliateFirstCommission,
};
export type MailTemplate = keyof typeof templates;
// The contract's list of template names (the admin pages read it) is exactly this table's keys.
const sameNames: [MailTemplate, MailTemplateName] extends [MailTemplateName, MailTemplate]
  ? true
  : never = true;
void sameNames;
export type MailData<T extends MailTemplate> = Parameters<(typeof templates)[T]>[0];

/** An address, or a name and an address (nodemailer encodes names, so no header injection). */
export type MailAddress = string | { name: string; address: string };

/** One member per template, so `data` must match `template` (no mixing through a union). */
export type SendMailInput = {
  [T in MailTemplate]: {
    to: MailAddress | MailAddress[];
    template: T;
    data: MailData<T>;
    replyTo?: MailAddress;
    /** Extra headers (List-Unsubscribe on the mails of a list: announcements, affiliate). */
    headers?: Record<string, string>;
  };
}[MailTemplate];

/** How a send is recorded and where it goes (tests inject a config or a log writer). */
export interface SendMailOptions {
  /** The mail log's kind; default 'transactional'. */
  kind?: MailKind;
  /** Overrides the environment's settings (a fresh transport, not the cached one). */
  config?: MailConfig;
  log?: MailLogWriter;
}

let cached: { config: MailConfig; transport: Transporter<SMTPTransport.SentMessageInfo> } | null =
  null;

/**
 * One transport per function instance, created on first use (so a bad setting fails the send,
 * not the cold start). No pooling: an idle instance's CPU is throttled and pooled connections
 * would die between invocations. Short timeouts, because a caller is waiting on the request.
 */
function smtpTransport(config: MailConfig) {
  return createTransport({
    ...config.smtp,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

function transport() {
  if (!cached) {
    const config = mailConfig();
    cached = { config, transport: smtpTransport(config) };
  }
  return cached;
}

/** Renders any template (the previews and the send share it). */
export function renderMail(input: Pick<SendMailInput, 'template' | 'data'>): RenderedMail {
  // The mapped type pairs data with template; TypeScript cannot follow that through the lookup.
  const render = templates[input.template] as (data: SendMailInput['data']) => RenderedMail;
  return render(input.data);
}

const addressText = (address: MailAddress) =>
  typeof address === 'string' ? address : address.address;

/**
 * The one send path: renders the template, sends it, records the attempt in mailLog (sent or
 * failed; a log failure never fails the send) and resolves with the Message-ID. SMTP errors
 * propagate after they are logged: callers decide whether a failed mail fails the request.
 */
export async function sendMail(
  input: SendMailInput,
  options: SendMailOptions = {},
): Promise<string> {
  const writer = options.log ?? recordMailLog;
  const log: MailLogWriter = (entry) => writer(entry).catch(() => undefined);
  const recipients = (Array.isArray(input.to) ? input.to : [input.to]).map(addressText).join(', ');
  let subject = '';
  try {
    const { config, transport: smtp } = options.config
      ? { config: options.config, transport: smtpTransport(options.config) }
      : transport();
    const rendered = renderMail(input);
    subject = rendered.subject;
    const info = await smtp.sendMail({
      from: config.from,
      to: input.to,
      replyTo: input.replyTo,
      subject,
      html: rendered.html,
      text: rendered.text,
      headers: input.headers,
    });
    await log({
      ...entryBase(input.template, recipients, subject, options),
      status: 'sent',
      error: null,
    });
    return info.messageId;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await log({
      ...entryBase(input.template, recipients, subject, options),
      status: 'failed',
      error: message.slice(0, 500),
    });
    throw error;
  }
}

function entryBase(template: MailTemplate, to: string, subject: string, options: SendMailOptions) {
  return { template, to, subject, at: Date.now(), kind: options.kind ?? 'transactional' };
}

/** A contact form message goes to support; replying answers the visitor. */
export function sendContactMessage(data: ContactMessageData): Promise<string> {
  return sendMail({
    to: transport().config.supportEmail,
    template: 'contactMessage',
    data,
    replyTo: { name: data.name, address: data.email },
  });
}

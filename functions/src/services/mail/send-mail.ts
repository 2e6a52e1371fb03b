import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { mailConfig, type MailConfig } from './mail-config';
import { contactMessage, type ContactMessageData } from './templates/contact-message';
import type { RenderedMail } from './templates/layout';
import { teamInvitation } from './templates/team-invitation';

const templates = { teamInvitation, contactMessage };
export type MailTemplate = keyof typeof templates;
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
  };
}[MailTemplate];

let cached: { config: MailConfig; transport: Transporter<SMTPTransport.SentMessageInfo> } | null =
  null;

/**
 * One transport per function instance, created on first use (so a bad setting fails the send,
 * not the cold start). No pooling: an idle instance's CPU is throttled and pooled connections
 * would die between invocations. Short timeouts, because a caller is waiting on the request.
 */
function transport() {
  if (!cached) {
    const config = mailConfig();
    const smtp = createTransport({
      ...config.smtp,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    cached = { config, transport: smtp };
  }
  return cached;
}

/** Renders the template and sends it; resolves with the Message-ID. Errors propagate: callers decide. */
export async function sendMail(input: SendMailInput): Promise<string> {
  const { config, transport: smtp } = transport();
  // The mapped type pairs data with template; TypeScript cannot follow that through the lookup.
  const render = templates[input.template] as (data: SendMailInput['data']) => RenderedMail;
  const { subject, html, text } = render(input.data);
  const info = await smtp.sendMail({
    from: config.from,
    to: input.to,
    replyTo: input.replyTo,
    subject,
    html,
    text,
  });
  return info.messageId;
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

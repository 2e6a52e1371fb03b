import { escapeHtml, layout, oneLine, styles, type RenderedMail } from './layout';

export interface ContactMessageData {
  name: string;
  email: string;
  topic: string;
  message: string;
}

/** A visitor's contact form message, sent to support (the caller sets replyTo to the visitor). */
export function contactMessage(data: ContactMessageData): RenderedMail {
  const subject = oneLine(`Contact form: ${data.topic} (from ${data.name})`);
  const row = (label: string, value: string) =>
    `<tr><th scope="row" align="left" style="padding: 4px 16px 4px 0; ${styles.small}">${label}</th><td style="padding: 4px 0; ${styles.p}">${escapeHtml(value)}</td></tr>`;
  const bodyHtml = [
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin: 0 0 16px;">`,
    row('Name', data.name),
    row('Email', data.email),
    row('Topic', data.topic),
    `</table>`,
    // pre-wrap keeps the visitor's line breaks without trusting any markup of theirs.
    `<div style="padding: 16px; border-left: 4px solid #4338ca; background: #f9fafb; white-space: pre-wrap; ${styles.p}">${escapeHtml(data.message)}</div>`,
    `<p style="${styles.small}">Reply to this email to answer ${escapeHtml(data.name)} directly.</p>`,
  ].join('\n');
  const text = [
    `Name: ${data.name}`,
    `Email: ${data.email}`,
    `Topic: ${data.topic}`,
    '',
    data.message,
    '',
    `Reply to this email to answer ${data.name} directly.`,
  ].join('\n');
  return {
    subject,
    html: layout({ title: 'New contact form message', preheader: subject, bodyHtml }),
    text,
  };
}

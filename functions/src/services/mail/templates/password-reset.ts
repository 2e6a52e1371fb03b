import { buttonHtml, escapeHtml, layout, styles, webUrl, type RenderedMail } from './layout';

export interface PasswordResetData {
  email: string;
  resetUrl: string;
}

/** Sent when a super admin (or the user) asks for a password reset link. */
export function passwordReset(data: PasswordResetData): RenderedMail {
  const url = webUrl(data.resetUrl);
  const e = { email: escapeHtml(data.email), url: escapeHtml(url) };
  const bodyHtml = [
    `<p style="${styles.p}">Someone asked to reset the password of the Parley account <strong>${e.email}</strong>.</p>`,
    buttonHtml('Choose a new password', url),
    `<p style="${styles.small}">If the button does not work, copy this link into your browser:<br><a href="${e.url}" style="${styles.link}">${e.url}</a></p>`,
    `<p style="${styles.small}">If you did not ask for this, you can ignore this email: your password stays the same.</p>`,
  ].join('\n');
  const text = [
    `Someone asked to reset the password of the Parley account ${data.email}.`,
    '',
    `Choose a new password: ${url}`,
    '',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ].join('\n');
  return {
    subject: 'Reset your Parley password',
    html: layout({
      title: 'Reset your password',
      preheader: 'A link to choose a new password.',
      bodyHtml,
    }),
    text,
  };
}

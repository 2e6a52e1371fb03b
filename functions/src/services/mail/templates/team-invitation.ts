import {
  buttonHtml,
  escapeHtml,
  formatUtc,
  layout,
  oneLine,
  styles,
  webUrl,
  type RenderedMail,
} from './layout';

export interface TeamInvitationData {
  companyName: string;
  inviterName: string;
  role: string;
  acceptUrl: string;
  expiresAt: Date;
}

/** Sent to the invitee when a company member invites them to a team. */
export function teamInvitation(data: TeamInvitationData): RenderedMail {
  const url = webUrl(data.acceptUrl);
  const expires = formatUtc(data.expiresAt);
  const subject = oneLine(`${data.inviterName} invited you to join ${data.companyName} on Parley`);
  const e = {
    company: escapeHtml(data.companyName),
    inviter: escapeHtml(data.inviterName),
    role: escapeHtml(data.role),
    url: escapeHtml(url),
  };
  const bodyHtml = [
    `<p style="${styles.p}">${e.inviter} invited you to join <strong>${e.company}</strong> on Parley as <strong>${e.role}</strong>.</p>`,
    buttonHtml('Accept the invitation', url),
    `<p style="${styles.small}">This invitation expires on ${escapeHtml(expires)}.</p>`,
    `<p style="${styles.small}">If the button does not work, copy this link into your browser:<br><a href="${e.url}" style="${styles.link}">${e.url}</a></p>`,
    `<p style="${styles.small}">If you did not expect this invitation, you can ignore this email.</p>`,
  ].join('\n');
  const text = [
    `${data.inviterName} invited you to join ${data.companyName} on Parley as ${data.role}.`,
    '',
    `Accept the invitation: ${url}`,
    '',
    `This invitation expires on ${expires}.`,
    'If you did not expect this invitation, you can ignore this email.',
  ].join('\n');
  return {
    subject,
    html: layout({
      title: oneLine(`Join ${data.companyName} on Parley`),
      preheader: `The invitation expires on ${expires}.`,
      bodyHtml,
    }),
    text,
  };
}

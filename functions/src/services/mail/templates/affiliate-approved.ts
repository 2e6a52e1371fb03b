import { buttonHtml, escapeHtml, layout, styles, webUrl, type RenderedMail } from './layout';

export interface AffiliateApprovedData {
  name: string;
  username: string;
  /** Where the affiliate accepts the agreement (their link counts from then on). */
  agreementUrl: string;
}

/** Sent when an application to the affiliate programme is approved (by a reviewer or at once). */
export function affiliateApproved(data: AffiliateApprovedData): RenderedMail {
  const url = webUrl(data.agreementUrl);
  const e = {
    name: escapeHtml(data.name),
    username: escapeHtml(data.username),
    url: escapeHtml(url),
  };
  const bodyHtml = [
    `<p style="${styles.p}">Hi ${e.name}, welcome to the Parley affiliate programme. Your affiliate username is <strong>${e.username}</strong>.</p>`,
    `<p style="${styles.p}">One step is left: accept the affiliate agreement. Your referral link starts counting visits and earning commissions from then on.</p>`,
    buttonHtml('Accept the agreement', url),
    `<p style="${styles.small}">If the button does not work, copy this link into your browser:<br><a href="${e.url}" style="${styles.link}">${e.url}</a></p>`,
  ].join('\n');
  const text = [
    `Hi ${data.name}, welcome to the Parley affiliate programme. Your affiliate username is ${data.username}.`,
    '',
    'One step is left: accept the affiliate agreement. Your referral link starts counting visits and earning commissions from then on.',
    '',
    `Accept the agreement: ${url}`,
  ].join('\n');
  return {
    subject: 'You are a Parley affiliate',
    html: layout({
      title: 'Your application is approved',
      preheader: 'Accept the affiliate agreement to start earning.',
      bodyHtml,
    }),
    text,
  };
}

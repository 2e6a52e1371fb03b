import {
  buttonHtml,
  escapeHtml,
  formatUtc,
  layout,
  styles,
  webUrl,
  type RenderedMail,
} from './layout';

export interface AffiliatePayoutDetailsConfirmData {
  username: string;
  /** Where payouts would go, in one line (describePayoutDetails). */
  destination: string;
  /** The one-time link; it carries the token. */
  confirmUrl: string;
  expiresAt: Date;
}

/**
 * Sent to an affiliate's account address when they ask to be paid elsewhere: nothing changes
 * until this link is opened, so a stolen session alone cannot redirect their payouts.
 */
export function affiliatePayoutDetailsConfirm(
  data: AffiliatePayoutDetailsConfirmData,
): RenderedMail {
  const url = webUrl(data.confirmUrl);
  const expires = formatUtc(data.expiresAt);
  const e = {
    username: escapeHtml(data.username),
    destination: escapeHtml(data.destination),
    url: escapeHtml(url),
    expires: escapeHtml(expires),
  };
  const bodyHtml = [
    `<p style="${styles.p}">Hi ${e.username}, you asked for your Parley affiliate payouts to go to:</p>`,
    `<p style="${styles.p}"><strong>${e.destination}</strong></p>`,
    `<p style="${styles.p}">Confirm it with the button below before ${e.expires}. Until you do, your payouts keep going where they go now.</p>`,
    buttonHtml('Confirm payout details', url),
    `<p style="${styles.small}">If the button does not work, copy this link into your browser:<br><a href="${e.url}" style="${styles.link}">${e.url}</a></p>`,
    `<p style="${styles.small}">If you did not ask for this, ignore this mail and change your password: nothing changes without this link.</p>`,
  ].join('\n');
  const text = [
    `Hi ${data.username}, you asked for your Parley affiliate payouts to go to:`,
    '',
    data.destination,
    '',
    `Confirm it before ${expires}: ${url}`,
    'Until you do, your payouts keep going where they go now.',
    '',
    'If you did not ask for this, ignore this mail and change your password: nothing changes without this link.',
  ].join('\n');
  return {
    subject: 'Confirm your new Parley payout details',
    html: layout({
      title: 'Confirm your payout details',
      preheader: 'Nothing changes until you confirm.',
      bodyHtml,
    }),
    text,
  };
}

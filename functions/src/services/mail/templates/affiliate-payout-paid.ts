import { formatMinorUnits } from '../../../contracts/currency';
import { affiliateFooter } from './affiliate-footer';
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

export interface AffiliatePayoutPaidData {
  username: string;
  /** Minor units of `currency`, as the provider counts them. */
  amountCents: number;
  /** Lower-case ISO 4217 of the payout. */
  currency: string;
  /** The transfer's reference, as the super admin entered it. */
  reference: string;
  paidAt: Date;
  /** The affiliate dashboard, where earnings and payouts are listed. */
  dashboardUrl: string;
  unsubscribeUrl: string;
}

/** "Payout sent": when a super admin marks an affiliate's payout paid, in the payout's currency. */
export function affiliatePayoutPaid(data: AffiliatePayoutPaidData): RenderedMail {
  const url = webUrl(data.dashboardUrl);
  const footer = affiliateFooter(data.unsubscribeUrl);
  const amount = formatMinorUnits(data.amountCents, data.currency);
  const date = formatUtc(data.paidAt);
  const e = {
    username: escapeHtml(data.username),
    amount: escapeHtml(amount),
    reference: escapeHtml(data.reference),
    date: escapeHtml(date),
  };
  const bodyHtml = [
    `<p style="${styles.p}">Hi ${e.username}, your affiliate payout of <strong>${e.amount}</strong> was sent on ${e.date}.</p>`,
    `<p style="${styles.p}"><strong>Reference:</strong> ${e.reference}</p>`,
    `<p style="${styles.p}">The commissions it includes are listed on your affiliate dashboard.</p>`,
    buttonHtml('Open the dashboard', url),
    footer.html,
  ].join('\n');
  const text = [
    `Hi ${data.username}, your affiliate payout of ${amount} was sent on ${date}.`,
    '',
    `Reference: ${data.reference}`,
    '',
    `The commissions it includes are listed on your affiliate dashboard: ${url}`,
    ...footer.text,
  ].join('\n');
  return {
    subject: oneLine(`Your Parley affiliate payout of ${amount} is on its way`),
    html: layout({ title: 'Your payout is on its way', preheader: `${amount} sent.`, bodyHtml }),
    text,
  };
}

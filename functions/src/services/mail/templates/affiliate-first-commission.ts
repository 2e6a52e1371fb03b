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
import { formatMoney } from './money';

/**
 * The company's name is the one thing the affiliate sees of a referral (their dashboard's
 * earnings name it); never its people.
 */
export interface AffiliateFirstCommissionData {
  username: string;
  companyName: string;
  /** The commission, in minor units of `currency`. */
  amountCents: number;
  /** Lower-case ISO 4217. */
  currency: string;
  /** When it becomes payable (the refund hold's end); null while it is held for review. */
  availableAt: Date | null;
  dashboardUrl: string;
  unsubscribeUrl: string;
}

/** Sent for the first commission a referred company earns (its first commissioned invoice). */
export function affiliateFirstCommission(data: AffiliateFirstCommissionData): RenderedMail {
  const url = webUrl(data.dashboardUrl);
  const footer = affiliateFooter(data.unsubscribeUrl);
  const amount = formatMoney(data.amountCents, data.currency);
  const when = data.availableAt
    ? `It becomes payable on ${formatUtc(data.availableAt)}, once the refund window has passed, and goes out with the next payout after that.`
    : 'It is on hold for now; your dashboard shows why.';
  const e = {
    username: escapeHtml(data.username),
    company: escapeHtml(data.companyName),
    amount: escapeHtml(amount),
  };
  const bodyHtml = [
    `<p style="${styles.p}">Hi ${e.username}, ${e.company}, a company you referred, paid its first invoice: you earned <strong>${e.amount}</strong>.</p>`,
    `<p style="${styles.p}">${escapeHtml(when)}</p>`,
    buttonHtml('See your earnings', url),
    footer.html,
  ].join('\n');
  const text = [
    `Hi ${data.username}, ${data.companyName}, a company you referred, paid its first invoice: you earned ${amount}.`,
    '',
    when,
    '',
    `See your earnings: ${url}`,
    ...footer.text,
  ].join('\n');
  return {
    subject: oneLine(`Your first commission from a referral: ${amount}`),
    html: layout({
      title: 'Your first commission from a referral',
      preheader: `You earned ${amount}.`,
      bodyHtml,
    }),
    text,
  };
}

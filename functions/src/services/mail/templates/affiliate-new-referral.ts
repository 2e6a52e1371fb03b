import { affiliateFooter } from './affiliate-footer';
import {
  buttonHtml,
  escapeHtml,
  layout,
  oneLine,
  styles,
  webUrl,
  type RenderedMail,
} from './layout';

/** Nothing about the person who signed up: the affiliate sees counts, never people. */
export interface AffiliateNewReferralData {
  username: string;
  /** The affiliate dashboard, where sign-ups are counted. */
  dashboardUrl: string;
  unsubscribeUrl: string;
}

/** Sent when a sign-up is attributed to the affiliate's link (once per referred account). */
export function affiliateNewReferral(data: AffiliateNewReferralData): RenderedMail {
  const url = webUrl(data.dashboardUrl);
  const footer = affiliateFooter(data.unsubscribeUrl);
  const username = escapeHtml(data.username);
  const bodyHtml = [
    `<p style="${styles.p}">Hi ${username}, someone just created a Parley account through your referral link, and the sign-up is credited to you.</p>`,
    `<p style="${styles.p}">When a company they run pays for Parley, you earn a commission as your programme terms say.</p>`,
    buttonHtml('See your sign-ups', url),
    footer.html,
  ].join('\n');
  const text = [
    `Hi ${data.username}, someone just created a Parley account through your referral link, and the sign-up is credited to you.`,
    '',
    'When a company they run pays for Parley, you earn a commission as your programme terms say.',
    '',
    `See your sign-ups: ${url}`,
    ...footer.text,
  ].join('\n');
  return {
    subject: oneLine('New sign-up through your Parley referral link'),
    html: layout({
      title: 'A new referral',
      preheader: 'A sign-up was credited to your link.',
      bodyHtml,
    }),
    text,
  };
}

import { escapeHtml, styles, webUrl } from './layout';

/**
 * The end of every affiliate mail: why it came and the signed link that turns these mails off
 * without signing in (they are optional; the dashboard shows the same facts).
 */
export function affiliateFooter(unsubscribeUrl: string): { html: string; text: string[] } {
  const url = webUrl(unsubscribeUrl);
  return {
    html: `<p style="${styles.small} margin-top: 32px;">You receive this because you are a Parley affiliate. <a href="${escapeHtml(url)}" style="${styles.link}">Turn off affiliate emails</a> (also on your profile page); your dashboard keeps showing everything.</p>`,
    text: ['', '--', `Turn off affiliate emails: ${url}`],
  };
}

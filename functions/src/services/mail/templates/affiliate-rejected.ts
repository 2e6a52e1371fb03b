import { escapeHtml, formatUtc, layout, styles, webUrl, type RenderedMail } from './layout';

export interface AffiliateRejectedData {
  name: string;
  /** The reason in words (REJECTION_REASON_LABELS). */
  reason: string;
  note: string | null;
  reapplyAfter: Date;
  applyUrl: string;
}

/** Sent when an application to the affiliate programme is rejected. */
export function affiliateRejected(data: AffiliateRejectedData): RenderedMail {
  const url = webUrl(data.applyUrl);
  const date = formatUtc(data.reapplyAfter);
  const e = { name: escapeHtml(data.name), reason: escapeHtml(data.reason), url: escapeHtml(url) };
  const bodyHtml = [
    `<p style="${styles.p}">Hi ${e.name}, thank you for applying to the Parley affiliate programme. We cannot approve your application this time.</p>`,
    `<p style="${styles.p}"><strong>Reason:</strong> ${e.reason}</p>`,
    data.note ? `<p style="${styles.p}">${escapeHtml(data.note)}</p>` : '',
    `<p style="${styles.small}">You may apply again from ${escapeHtml(date)} at <a href="${e.url}" style="${styles.link}">${e.url}</a>.</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  const text = [
    `Hi ${data.name}, thank you for applying to the Parley affiliate programme. We cannot approve your application this time.`,
    '',
    `Reason: ${data.reason}`,
    ...(data.note ? ['', data.note] : []),
    '',
    `You may apply again from ${date} at ${url}.`,
  ].join('\n');
  return {
    subject: 'Your Parley affiliate application',
    html: layout({
      title: 'About your affiliate application',
      preheader: 'The outcome of your application to the affiliate programme.',
      bodyHtml,
    }),
    text,
  };
}

import { escapeHtml, layout, oneLine, styles, webUrl, type RenderedMail } from './layout';
import { markdownToHtml, markdownToText } from './markdown';

export interface AnnouncementData {
  subject: string;
  /** Markdown (a safe subset: see markdown.ts). */
  body: string;
  /** The recipient's one-click unsubscribe page. */
  unsubscribeUrl: string;
}

/** A product announcement to a segment; every one carries its recipient's unsubscribe link. */
export function announcement(data: AnnouncementData): RenderedMail {
  const subject = oneLine(data.subject, 150);
  const url = webUrl(data.unsubscribeUrl);
  const bodyHtml = [
    markdownToHtml(data.body),
    `<p style="${styles.small} margin-top: 32px;">You receive product announcements because you have a Parley account. <a href="${escapeHtml(url)}" style="${styles.link}">Unsubscribe from announcements</a> (account emails such as invitations still arrive).</p>`,
  ].join('\n');
  const text = [markdownToText(data.body), '', '--', `Unsubscribe from announcements: ${url}`].join(
    '\n',
  );
  return {
    subject,
    html: layout({ title: subject, preheader: subject, bodyHtml }),
    text,
  };
}

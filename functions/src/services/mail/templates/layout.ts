/** What every template produces: a subject and the same message as HTML and as plain text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value goes through this: names and messages come from users. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Subjects are headers: a line break in a user's value must not start a new one. */
export function oneLine(value: string, maxLength = 120): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/** Links in mails must be web links: a `javascript:` or `data:` URL is a bug, never sent. */
export function webUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Mail links must be http(s) URLs, got ${parsed.protocol}`);
  }
  return parsed.href;
}

/** Dates in mails are absolute and in UTC: we do not know the reader's time zone. */
export function formatUtc(date: Date): string {
  const formatted = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${formatted} UTC`;
}

const font = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;";
export const styles = {
  p: `margin: 0 0 16px; font-size: 16px; line-height: 1.5; color: #1f2937; ${font}`,
  small: `margin: 0 0 12px; font-size: 14px; line-height: 1.5; color: #4b5563; ${font}`,
  // #4338ca on white and white on #4338ca are both above 4.5:1 (WCAG AA).
  link: 'color: #4338ca; text-decoration: underline; word-break: break-all;',
  button: `display: inline-block; padding: 12px 24px; border-radius: 6px; background: #4338ca; color: #ffffff; font-size: 16px; font-weight: 600; text-decoration: none; ${font}`,
};

/** A call-to-action link styled as a button (a real link, so it works without images or CSS). */
export function buttonHtml(label: string, url: string): string {
  return `<p style="margin: 24px 0;"><a href="${escapeHtml(url)}" style="${styles.button}">${escapeHtml(label)}</a></p>`;
}

/**
 * The shared HTML frame. Inline styles and a presentation table, because mail clients drop
 * <style> blocks and flexbox; `lang`, a real heading and a title help screen readers.
 * `bodyHtml` must already be escaped: callers build it from escapeHtml'd values.
 */
export function layout(options: { title: string; preheader: string; bodyHtml: string }): string {
  const title = escapeHtml(options.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body style="margin: 0; padding: 0; background: #f3f4f6;">
<div style="display: none; max-height: 0; overflow: hidden;">${escapeHtml(options.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: #f3f4f6;">
<tr><td align="center" style="padding: 24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 560px; background: #ffffff; border-radius: 8px;">
<tr><td style="padding: 24px 32px 0; font-size: 20px; font-weight: 700; color: #4338ca; ${font}">Parley</td></tr>
<tr><td style="padding: 16px 32px 24px;">
<h1 style="margin: 0 0 16px; font-size: 22px; line-height: 1.3; color: #111827; ${font}">${title}</h1>
${options.bodyHtml}
</td></tr>
</table>
<p style="margin: 16px 0 0; font-size: 12px; color: #6b7280; ${font}">Sent by Parley</p>
</td></tr>
</table>
</body>
</html>`;
}

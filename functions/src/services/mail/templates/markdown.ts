import { escapeHtml, styles } from './layout';

/**
 * A small, safe Markdown subset for announcements: paragraphs, `#`–`###` headings, `-`/`*` and
 * `1.` lists, **bold**, *italic* and [links](https://…). Everything is escaped first; only
 * http(s) and mailto links become links. No raw HTML passes through.
 */
export function markdownToHtml(markdown: string): string {
  const blocks = markdown.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return blocks
    .map((block) => block.trim())
    .filter(Boolean)
    .map(renderBlock)
    .join('\n');
}

function renderBlock(block: string): string {
  const lines = block.split('\n');
  const heading = /^(#{1,3})\s+(.*)$/.exec(block);
  if (heading && lines.length === 1) {
    const [, hashes = '#', title = ''] = heading;
    const size = 22 - 2 * hashes.length;
    return `<p style="${styles.p} font-size: ${size}px; font-weight: 700;">${inline(title)}</p>`;
  }
  if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
    const items = lines.map((line) => `<li>${inline(line.replace(/^\s*[-*]\s+/, ''))}</li>`);
    return `<ul style="${styles.p} padding-left: 24px;">${items.join('')}</ul>`;
  }
  if (lines.every((line) => /^\s*\d+[.)]\s+/.test(line))) {
    const items = lines.map((line) => `<li>${inline(line.replace(/^\s*\d+[.)]\s+/, ''))}</li>`);
    return `<ol style="${styles.p} padding-left: 24px;">${items.join('')}</ol>`;
  }
  return `<p style="${styles.p}">${lines.map(inline).join('<br>')}</p>`;
}

function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['https:', 'http:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

function inline(raw: string): string {
  let html = escapeHtml(raw);
  // Links: the text and the URL were escaped above; the URL is re-checked unescaped.
  html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
    const url = safeHref(href.replace(/&amp;/g, '&'));
    return url ? `<a href="${escapeHtml(url)}" style="${styles.link}">${label}</a>` : whole;
  });
  html = html.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  html = html.replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>');
  return html;
}

/** The plain-text part: Markdown is readable as it is; links become "text (url)". */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .trim();
}

import { describe, expect, it } from 'vitest';
import { announcement } from './announcement';
import { markdownToHtml, markdownToText } from './markdown';

describe('markdownToHtml', () => {
  it('renders paragraphs, headings, lists, emphasis and web links', () => {
    const html = markdownToHtml(
      '## News\n\nWe shipped **insights** and *speed*.\n\n- one\n- two\n\n1. first\n2. second\n\nSee [the blog](https://parley.example/blog?a=1&b=2).',
    );
    expect(html).toContain('font-weight: 700;">News</p>');
    expect(html).toContain('<strong>insights</strong> and <em>speed</em>');
    expect(html).toContain('<ul');
    expect(html).toContain('<li>two</li>');
    expect(html).toContain('<ol');
    expect(html).toContain('href="https://parley.example/blog?a=1&amp;b=2"');
  });

  it('escapes markup and refuses non-web links', () => {
    const html = markdownToHtml('<script>alert(1)</script> [x](javascript:alert(1)) "q"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('&quot;q&quot;');
  });

  it('keeps text readable', () => {
    expect(markdownToText('Read **this** on [the blog](https://x.example)')).toBe(
      'Read this on the blog (https://x.example)',
    );
  });
});

describe('announcement', () => {
  it('carries the unsubscribe link in both parts and a one-line subject', () => {
    const mail = announcement({
      subject: 'Big\nnews',
      body: 'Hello',
      unsubscribeUrl: 'https://parley.example/api/unsubscribe?uid=u&token=t',
    });
    expect(mail.subject).toBe('Big news');
    expect(mail.text).toContain('https://parley.example/api/unsubscribe?uid=u&token=t');
    expect(mail.html).toContain('https://parley.example/api/unsubscribe?uid=u&amp;token=t');
  });
});

import { describe, expect, it } from 'vitest';
import { renderPolicyHtml } from './render-policy-html';

describe('renderPolicyHtml', () => {
  it('renders GitHub-flavoured Markdown', async () => {
    const html = await renderPolicyHtml(
      '## Terms\n\n- one\n- ~~two~~\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Terms</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<del>two</del>');
    expect(html).toContain('<td>1</td>');
  });

  it('escapes raw HTML and drops dangerous link targets', async () => {
    const html = await renderPolicyHtml(
      '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;');
  });

  it('opens other sites in a new tab and keeps our own links in place', async () => {
    const html = await renderPolicyHtml('[Stripe](https://stripe.com/privacy) and [us](/contact)');
    expect(html).toContain(
      '<a href="https://stripe.com/privacy" target="_blank" rel="noreferrer noopener">Stripe</a>',
    );
    expect(html).toContain('<a href="/contact">us</a>');
  });
});

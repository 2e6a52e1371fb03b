import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { setDocumentMeta } from './document-title';

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('setDocumentMeta', () => {
  it('resets the description on every page: one without its own gets the site description', () => {
    document.head.innerHTML = `<meta name="description" content="${site.description}" />`;
    setDocumentMeta('Pricing', 'Choose the perfect plan for your needs.');
    expect(document.title).toBe('Pricing');
    expect(description()).toBe('Choose the perfect plan for your needs.');
    setDocumentMeta('Affiliate programme');
    expect(document.title).toBe('Affiliate programme');
    expect(description()).toBe(site.description);
  });

  it('starts from the description index.html carries, on one line (the prerender replaces it by a one-line pattern, fill-shell.ts)', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`<meta name="description" content="${site.description}" />`);
  });
});

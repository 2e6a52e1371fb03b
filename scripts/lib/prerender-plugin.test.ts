// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillShell, htmlFileFor } from './prerender-plugin';

const shell = `<!doctype html><html><head><meta name="description" content="Default." /><title>Parley</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('prerendered pages', () => {
  it('are written where Hosting (cleanUrls) serves each path from', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/pricing')).toBe('pricing.html');
    expect(htmlFileFor('/affiliate/join')).toBe('affiliate/join.html');
  });

  it('fill the shell with the markup, title, description and preloads, keeping its scripts', () => {
    const html = fillShell(
      shell,
      {
        title: 'Pricing & plans',
        description: 'Plans "for" teams',
        preloads: ['/api/public/plans'],
      },
      '<main><h1>Pricing</h1></main>',
    );
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Pricing</h1></main></div>');
    expect(html).toContain('<title>Pricing &amp; plans</title>');
    expect(html).toContain('<meta name="description" content="Plans &quot;for&quot; teams"');
    expect(html).toContain(
      '<link rel="preload" href="/api/public/plans" as="fetch" crossorigin="anonymous">',
    );
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('fetch the scripts that adopt the markup after its styles', () => {
    const built =
      '<head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><title>x</title></head><div id="root"></div>';
    const html = fillShell(built, { title: 'About', preloads: [] }, '<h1>About</h1>');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
  });

  it('keep the default description when the page has none', () => {
    const html = fillShell(shell, { title: 'About', preloads: [] }, '<h1>About</h1>');
    expect(html).toContain('content="Default."');
    expect(html).not.toContain('rel="preload"');
  });

  it('refuse a shell without an empty #root (the build changed shape)', () => {
    expect(() => fillShell('<html><body></body></html>', { title: 'x', preloads: [] }, '')).toThrow(
      /empty #root/,
    );
  });
});

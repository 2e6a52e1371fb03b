// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillShell, type PageHead } from './fill-shell';
import { QUERY_STATE_ID } from './query-state-id';

const shell = `<!doctype html><html><head><meta name="description" content="Default." /><title>Parley</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const SITE = 'https://parley.example';

const page = (head: Partial<PageHead> = {}): PageHead => ({
  title: 'About',
  description: 'Why we build Parley.',
  path: '/about',
  preloads: [],
  ...head,
});

const dataBlock = (html: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];

describe('a filled shell', () => {
  it('marks a sign-in page as rendered for a signed-out visitor, and only a sign-in page', () => {
    const signIn = fillShell(
      shell,
      page({ path: '/login', signedOutOnly: true }),
      '<h1>Sign in</h1>',
      SITE,
    );
    expect(signIn).toContain(
      '<div id="root" data-prerendered data-signed-out-only><h1>Sign in</h1></div>',
    );
    expect(fillShell(shell, page(), '<h1>About</h1>', SITE)).not.toContain('data-signed-out-only');
  });

  it('holds the markup, the title, the description and the preloads', () => {
    const html = fillShell(
      shell,
      page({
        title: 'Pricing & plans',
        description: 'Plans "for" teams',
        path: '/pricing',
        preloads: ['/api/public/plans'],
      }),
      '<main><h1>Pricing</h1></main>',
      SITE,
    );
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Pricing</h1></main></div>');
    expect(html).toContain('<title>Pricing &amp; plans</title>');
    expect(html).toContain('<meta name="description" content="Plans &quot;for&quot; teams"');
    expect(html).not.toContain('Default.');
    expect(html).toContain(
      '<link rel="preload" href="/api/public/plans" as="fetch" crossorigin="anonymous">',
    );
  });

  it('carries the canonical link and link-preview tags of the page, on the site address', () => {
    const html = fillShell(shell, page(), '<h1>About</h1>', SITE);
    expect(html).toContain('<link rel="canonical" href="https://parley.example/about">');
    expect(html).toContain('<meta property="og:url" content="https://parley.example/about">');
    expect(html).toContain('<meta property="og:title" content="About">');
    expect(html).toContain('<meta name="twitter:description" content="Why we build Parley.">');
    expect(html).toContain(
      '<meta property="og:image" content="https://parley.example/og-image.png">',
    );
    // In the head, where crawlers read them.
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("holds the app's scripts in an inert template, started when the app is needed", () => {
    const built =
      '<head><title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head><body><div id="root"></div></body>';
    const html = fillShell(built, page(), '<h1>About</h1>', SITE);
    const template = /<template id="app-scripts">(.*?)<\/template>/.exec(html)?.[1];
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">',
    );
    // Outside the template: no script the parser would fetch, but the styles and the starter.
    const outside = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toMatch(/type="module"|modulepreload/);
    expect(outside).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(outside).toContain('<script src="/start-app-when-needed.js" defer></script></head>');
  });

  it('is refused for a shell without the module script (the build changed shape)', () => {
    expect(() => fillShell('<head></head><div id="root"></div>', page(), '', SITE)).toThrow(
      /no module script/,
    );
  });

  it('is refused for a shell without an empty #root (the build changed shape)', () => {
    expect(() => fillShell(shell.replace('<div id="root"></div>', ''), page(), '', SITE)).toThrow(
      /empty #root/,
    );
  });

  it('carries the data a page was rendered with, where no text in it can end the block', () => {
    const state = {
      queries: [{ state: { data: { html: '<p>a</p></script><script>alert(1)</script>' } } }],
    };
    const html = fillShell(shell, page({ title: 'Terms' }), '<h1>Terms</h1>', SITE, {
      [QUERY_STATE_ID]: state,
    });
    const block = dataBlock(html, QUERY_STATE_ID);
    expect(block).not.toContain('<');
    expect(JSON.parse(block ?? '')).toEqual(state);
    // Beside #root, not inside it: React hydrates #root alone.
    expect(html).toContain(
      `<h1>Terms</h1></div><script type="application/json" id="${QUERY_STATE_ID}">`,
    );
  });

  it("keeps a `$` in the text as it is (no replacement pattern such as $& or $')", () => {
    const text = "Fees: US$& more, $` and $' and $$ and $1";
    const state = { queries: [{ state: { data: { content: text } } }] };
    const html = fillShell(
      shell,
      page({ title: `Plans ${text}`, description: text }),
      `<p>${text}</p>`,
      SITE,
      { [QUERY_STATE_ID]: state },
    );
    expect(html).toContain(`<div id="root" data-prerendered><p>${text}</p></div>`);
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
    const escaped = text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    expect(html).toContain(`<title>Plans ${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}"`);
    expect(JSON.parse(dataBlock(html, QUERY_STATE_ID) ?? '')).toEqual(state);
  });

  it('carries no data block for a page rendered without data', () => {
    expect(fillShell(shell, page(), '<h1>About</h1>', SITE)).not.toContain(
      'type="application/json"',
    );
  });
});

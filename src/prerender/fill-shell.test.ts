// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillShell, QUERY_STATE_ID } from './fill-shell';

const shell = `<!doctype html><html><head><meta name="description" content="Default." /><title>Parley</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('a filled shell', () => {
  it('holds the markup with the markup, title, description and preloads', () => {
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
  });

  it("holds the app's scripts in an inert template, started after the first paint", () => {
    const built =
      '<head><title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head><body><div id="root"></div></body>';
    const html = fillShell(built, { title: 'About', preloads: [] }, '<h1>About</h1>');
    const template = /<template id="app-scripts">(.*?)<\/template>/.exec(html)?.[1];
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">',
    );
    // Outside the template: no script the parser would fetch, but the styles and the starter.
    const outside = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toMatch(/type="module"|modulepreload/);
    expect(outside).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(outside).toContain('<script src="/start-after-paint.js" defer></script></head>');
  });

  it('is refused for a shell without the module script (the build changed shape)', () => {
    expect(() =>
      fillShell('<head></head><div id="root"></div>', { title: 'x', preloads: [] }, ''),
    ).toThrow(/no module script/);
  });

  it('keeps the default description when the page has none', () => {
    const html = fillShell(shell, { title: 'About', preloads: [] }, '<h1>About</h1>');
    expect(html).toContain('content="Default."');
    expect(html).not.toContain('rel="preload"');
  });

  it('is refused for a shell without an empty #root (the build changed shape)', () => {
    expect(() =>
      fillShell(`${shell}`.replace('<div id="root"></div>', ''), { title: 'x', preloads: [] }, ''),
    ).toThrow(/empty #root/);
  });

  it('carries the data a page was rendered with, where no text in it can end the block', () => {
    const state = {
      queries: [{ state: { data: { html: '<p>a</p></script><script>alert(1)</script>' } } }],
    };
    const html = fillShell(shell, { title: 'Terms', preloads: [] }, '<h1>Terms</h1>', state);
    const block = new RegExp(
      `<script type="application/json" id="${QUERY_STATE_ID}">(.*?)</script>`,
    ).exec(html);
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toEqual(state);
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
      { title: `Plans ${text}`, preloads: [] },
      `<p>${text}</p>`,
      state,
    );
    expect(html).toContain(`<div id="root" data-prerendered><p>${text}</p></div>`);
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
    expect(html).toContain(`<title>Plans ${text.replace(/&/g, '&amp;')}</title>`);
    const block = new RegExp(
      `<script type="application/json" id="${QUERY_STATE_ID}">(.*?)</script>`,
    ).exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(state);
  });

  it('carries no data block for a page rendered without data', () => {
    expect(fillShell(shell, { title: 'About', preloads: [] }, '<h1>About</h1>')).not.toContain(
      QUERY_STATE_ID,
    );
  });
});

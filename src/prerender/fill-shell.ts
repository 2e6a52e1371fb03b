import { escapeHtml, withPageHead, type PageMeta } from '@contracts/page-head';

/** What a page's HTML head carries besides the built shell's own tags. */
export interface PageHead extends PageMeta {
  /** Public JSON the page reads at once, preloaded by its HTML. */
  preloads: readonly string[];
  /**
   * Rendered for a signed-out visitor (the sign-in pages): marked on #root, so that in a browser
   * where someone signed in, public/start-app-when-needed.js has the app draw the page afresh (its
   * guard may send a signed-in visitor on) instead of adopting this markup.
   */
  signedOutOnly?: boolean;
}

/**
 * JSON inside `<script type="application/json">`: no `<` survives, so no text in the data (a
 * policy's own HTML) can close the block. A data block is never run, so the CSP allows it.
 */
export const jsonScriptBody = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The app's own script tags in the built shell: the entry and the preloads of its imports. */
const APP_SCRIPT_TAGS =
  /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * Fills the built shell for one page: its markup inside #root, its head (title, description,
 * canonical link and link-preview tags on `siteUrl`, contracts/page-head.ts), and preloads of
 * the public JSON it reads. The app's script tags move into an inert `<template id="app-scripts">`:
 * public/start-app-when-needed.js fetches them after the first paint (the page's HTML and styles
 * have the network to themselves until it is drawn) and starts them when the app is needed. `data` are JSON blocks by id, beside #root: the
 * data a page was rendered with (QUERY_STATE_ID, a public profile), so the browser's first render
 * matches it.
 */
export function fillShell(
  shell: string,
  page: PageHead,
  markup: string,
  siteUrl: string | undefined,
  data: Readonly<Record<string, unknown>> = {},
): string {
  // Same credentials mode as the page's plain fetch(), so the browser reuses the answer.
  const preloads = page.preloads
    .map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`,
    )
    .join('');
  const appScripts = shell.match(APP_SCRIPT_TAGS)?.map((tag) => tag.trim()) ?? [];
  if (!appScripts.some((tag) => tag.startsWith('<script'))) {
    throw new Error('The shell has no module script');
  }
  const blocks = Object.entries(data)
    .map(
      ([id, value]) =>
        `<script type="application/json" id="${id}">${jsonScriptBody(value)}</script>`,
    )
    .join('');
  // Replacers are functions: a replacement string would expand `$&`, `$'`… written in the data.
  const filled = withPageHead(shell.replace(APP_SCRIPT_TAGS, ''), page, siteUrl)
    .replace(
      '</head>',
      () =>
        `${preloads}<template id="app-scripts">${appScripts.join('')}</template><script src="/start-app-when-needed.js" defer></script></head>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered${page.signedOutOnly ? ' data-signed-out-only' : ''}>${markup}</div>${blocks}`,
    );
  if (!filled.includes('data-prerendered')) throw new Error('The shell has no empty #root');
  return filled;
}

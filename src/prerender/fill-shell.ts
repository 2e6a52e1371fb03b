/** What a page's HTML head carries besides the built shell's own tags. */
export interface PageHead {
  title: string;
  description?: string;
  /** Public JSON the page reads at once, preloaded by its HTML. */
  preloads: readonly string[];
}

/** The id of the JSON block that carries a page's data (src/app/hydrate-queries.ts reads it). */
export const QUERY_STATE_ID = 'query-state';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
 * Fills the built shell for one page: its markup inside #root, its title and description, and
 * preloads of the public JSON it reads. The app's script tags move into an inert
 * `<template id="app-scripts">` that public/start-after-paint.js starts after the first paint:
 * the page's HTML and styles have the network to themselves until it is drawn. A page rendered
 * with its data (`queryState`) carries that data, so the browser's first render matches it.
 */
export function fillShell(
  shell: string,
  page: PageHead,
  markup: string,
  queryState?: unknown,
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
  const data =
    queryState === undefined
      ? ''
      : `<script type="application/json" id="${QUERY_STATE_ID}">${jsonScriptBody(queryState)}</script>`;
  // Replacers are functions: a replacement string would expand `$&`, `$'`… written in the data.
  const filled = shell
    .replace(APP_SCRIPT_TAGS, '')
    .replace(
      '</head>',
      () =>
        `<template id="app-scripts">${appScripts.join('')}</template><script src="/start-after-paint.js" defer></script></head>`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered>${markup}</div>${data}`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>${preloads}`);
  if (!filled.includes('data-prerendered')) throw new Error('The shell has no empty #root');
  const { description } = page;
  return description
    ? filled.replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeHtml(description)}"`,
      )
    : filled;
}

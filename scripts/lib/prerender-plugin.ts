import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

interface PageHead {
  path: string;
  title: string;
  description?: string;
  preloads: readonly string[];
}

/** What src/prerender/render-page.tsx exports (loaded through Vite, so typed here by hand). */
interface RenderModule {
  renderPage(pathname: string): Promise<string>;
  prerenderedPages: readonly PageHead[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The file Hosting serves for a path (cleanUrls: `/about` is `about.html`). */
export const htmlFileFor = (pathname: string) =>
  pathname === '/' ? 'index.html' : `${pathname.replace(/^\//, '')}.html`;

/** The app's own script tags in the built shell: the entry and the preloads of its imports. */
const APP_SCRIPT_TAGS =
  /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * Fills the built shell for one page: its markup inside #root, its title and description, and
 * preloads of the public JSON it reads. The app's script tags move into an inert
 * `<template id="app-scripts">` that public/start-after-paint.js starts after the first paint:
 * the page's HTML and styles have the network to themselves until it is drawn.
 */
export function fillShell(shell: string, page: Omit<PageHead, 'path'>, markup: string): string {
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
  const filled = shell
    .replace(APP_SCRIPT_TAGS, '')
    .replace(
      '</head>',
      `<template id="app-scripts">${appScripts.join('')}</template><script src="/start-after-paint.js" defer></script></head>`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${markup}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>${preloads}`);
  if (!filled.includes('data-prerendered')) throw new Error('The shell has no empty #root');
  return page.description
    ? filled.replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${escapeHtml(page.description)}"`,
      )
    : filled;
}

/**
 * After a client build, renders every public page to static HTML (Hosting serves `about.html`
 * for `/about`) and keeps the empty shell as `app.html`, which firebase.json's catch-all
 * rewrite serves for every other path. The pages render in Node through a Vite server in SSR
 * mode with the build's own mode, so they read the same settings as the bundle.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'prerender-public-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // A failed build has no shell to fill: its own error must be the one reported, not ours.
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      if (failed) return;
      const outDir = resolve(config.root, config.build.outDir);
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, 'app.html'), shell);
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule(
          '/src/prerender/render-page.tsx',
        )) as RenderModule;
        for (const page of module.prerenderedPages) {
          const file = join(outDir, htmlFileFor(page.path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, fillShell(shell, page, await module.renderPage(page.path)));
        }
        config.logger.info(`prerendered ${module.prerenderedPages.length} public pages`);
      } finally {
        await server.close();
      }
    },
  };
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  PUBLIC_PAGES_KIT_DIR,
  publicPagesKitFiles,
} from '../../functions/src/contracts/public-pages';

interface PageHead {
  path: string;
  title: string;
  description: string;
  preloads: readonly string[];
}

/** What src/prerender/server-entry.tsx exports (built separately, so typed here by hand). */
interface ServerEntry {
  prerenderedPages: readonly PageHead[];
  renderStaticDocument(
    shell: string,
    page: PageHead,
    siteUrl: string | undefined,
  ): Promise<{ html: string; dataPage: boolean }>;
}

/** The file Hosting serves for a path (cleanUrls: `/about` is `about.html`). */
export const htmlFileFor = (pathname: string) =>
  pathname === '/' ? 'index.html' : `${pathname.replace(/^\//, '')}.html`;

const SERVER_ENTRY = 'src/prerender/server-entry.tsx';

/** What Hosting serves, with status 404, for a path nothing else answers. */
export const NOT_FOUND_PAGE = '404.html';

/**
 * Builds the server bundle of the public pages (src/prerender/server-entry.tsx) into the
 * functions package, every dependency included: the `publicPage` function renders with it, and
 * so does this build.
 */
async function buildServerBundle(config: ResolvedConfig, kitDir: string): Promise<string> {
  const outDir = join(kitDir, dirname(publicPagesKitFiles.renderer));
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: SERVER_ENTRY,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
      minify: true,
      // One file: a rebuilt kit can be imported afresh (kit.ts) without its chunks
      // importing the old copy.
      rollupOptions: {
        output: { format: 'esm', entryFileNames: 'server-entry.mjs', codeSplitting: false },
      },
    },
  });
  // Its chunks are `.js` files: ES modules, as this tells Node.
  writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
  return join(kitDir, publicPagesKitFiles.renderer);
}

/**
 * After a client build, renders every public page to static HTML (Hosting serves `about.html`
 * for `/about`), with its canonical link and link-preview tags on VITE_SITE_URL. The empty shell
 * is kept twice: as `app.html`, which firebase.json rewrites the app's other routes to, and as
 * `404.html`, which Hosting serves with status 404 for any path nothing else answers (the app
 * then shows its Page Not Found). The pages that show data (the plans, the policies, the
 * programme's terms) are not written to the site: the `publicPage` function renders them with
 * their data, from the kit written into `functions/public-pages/` (contracts/public-pages.ts),
 * and serves the static render as a fallback.
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
      const kitDir = resolve(config.root, 'functions', PUBLIC_PAGES_KIT_DIR);
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, 'app.html'), shell);
      writeFileSync(join(outDir, NOT_FOUND_PAGE), shell);
      rmSync(kitDir, { recursive: true, force: true });
      const entry = (await import(
        `${pathToFileURL(await buildServerBundle(config, kitDir)).href}?build=${Date.now()}`
      )) as ServerEntry;
      const write = (file: string, html: string) => {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      };
      write(join(kitDir, publicPagesKitFiles.shell), shell);
      for (const page of entry.prerenderedPages) {
        const { html, dataPage } = await entry.renderStaticDocument(
          shell,
          page,
          config.env.VITE_SITE_URL as string | undefined,
        );
        write(
          dataPage
            ? join(kitDir, publicPagesKitFiles.fallback(page.path))
            : join(outDir, htmlFileFor(page.path)),
          html,
        );
      }
      config.logger.info(
        `prerendered ${entry.prerenderedPages.length} public pages (kit: ${kitDir})`,
      );
    },
  };
}

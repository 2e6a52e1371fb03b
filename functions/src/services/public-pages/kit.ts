import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { publicPagesKitFiles, type PublicPageRenderer } from '../../contracts/public-pages';

type RenderInput = Parameters<PublicPageRenderer['renderPublicPage']>[0];
type ProfileInput = Parameters<PublicPageRenderer['renderProfilePage']>[0];

export interface PublicPagesKit {
  /** The built index.html: the app's empty shell. */
  shell: string;
  /** The page rendered with its data into the built shell (rejects as the renderer does). */
  render(request: Omit<RenderInput, 'shell'>): Promise<string | null>;
  /** `/@username` rendered into the built shell (rejects as the renderer does). */
  renderProfile(request: Omit<ProfileInput, 'shell'>): Promise<string>;
  /** The page's static render (no data), or null when the kit has none for it. */
  fallback(pathname: string): Promise<string | null>;
}

let loaded: { builtAt: number; kit: Promise<PublicPagesKit> } | null = null;

async function load(dir: string, builtAt: number): Promise<PublicPagesKit> {
  const url = pathToFileURL(join(dir, publicPagesKitFiles.renderer)).href;
  // The build time in the address: a rebuilt kit is a new module (the emulator's instance
  // lives on across `vite build`s); a deployed instance only ever sees one. A renderer that
  // fails to load fails each render, so every visitor still gets the page without data.
  const renderer = import(`${url}?built=${builtAt}`) as Promise<PublicPageRenderer>;
  renderer.catch(() => undefined);
  const shell = await readFile(join(dir, publicPagesKitFiles.shell), 'utf8');
  return {
    shell,
    render: async (request) => (await renderer).renderPublicPage({ ...request, shell }),
    renderProfile: async (request) => (await renderer).renderProfilePage({ ...request, shell }),
    fallback: (pathname) =>
      readFile(join(dir, publicPagesKitFiles.fallback(pathname)), 'utf8').catch(() => null),
  };
}

/**
 * The kit the web build wrote into `dir` (contracts/public-pages.ts), loaded once per build, or
 * null when there is none (the web was never built: the function cannot render anything).
 */
export async function loadPublicPagesKit(dir: string): Promise<PublicPagesKit | null> {
  const builtAt = await stat(join(dir, publicPagesKitFiles.shell)).then(
    (file) => file.mtimeMs,
    () => null,
  );
  if (builtAt === null) return null;
  if (loaded?.builtAt !== builtAt) {
    const kit = load(dir, builtAt);
    loaded = { builtAt, kit };
    // A shell that fails to read is tried again on the next request, not remembered.
    kit.catch(() => {
      if (loaded?.kit === kit) loaded = null;
    });
  }
  return loaded.kit;
}

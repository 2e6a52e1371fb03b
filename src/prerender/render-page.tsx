import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '@/app/router';
import { pageDescriptions } from '@/config/page-descriptions';
import { paths, type PathEntry, type PathId } from '@/config/paths';
import { isPrerendered, isSignedOutOnly } from '@/config/prerendered-paths';
import { site } from '@/config/site';
import type { PageHead } from './fill-shell';
import { pagePreloads } from './page-preloads';

/**
 * Renders a public page (`url`: its path, and query if any) in Node: at build time, before any
 * data arrives, or in the `publicPage` function with the data in the query cache
 * (server-entry.tsx). The HTML is what a signed-out visitor sees: the same tree the browser
 * renders first, so it can hydrate it (src/app/start-app.tsx).
 */
export async function renderPage(url: string): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  if (context.errors) {
    // Errors do not serialise to JSON: name each route's error by its message (and stack).
    const errors = Object.entries(context.errors).map(
      ([routeId, error]) =>
        `${routeId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    throw new Error(`${url} failed:\n${errors.join('\n')}`);
  }
  const router = createStaticRouter(dataRoutes, context);
  // No hydration data: the public pages have no loaders, and an inline script breaks the CSP.
  // `prerender` waits for lazy components (the toaster), so no boundary is left to the client.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

export type PrerenderedPage = PathEntry & PageHead;

/** The pages rendered at build time (config/prerendered-paths.ts), each with its head. */
export const prerenderedPages: readonly PrerenderedPage[] = (
  Object.entries(paths) as [PathId, PathEntry][]
)
  .filter(([, entry]) => isPrerendered(entry))
  .map(([id, entry]) => ({
    ...entry,
    description: pageDescriptions[id] ?? site.description,
    preloads: pagePreloads[id] ?? [],
    signedOutOnly: isSignedOutOnly(entry),
  }));

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter } from 'react-router';
import { matchStaticPath } from './match-static-path';
import { routes } from './router';
import { QUERY_STATE_ID } from '@/prerender/query-state-id';

/**
 * Loads the code of the routes matching the address before the router starts, so the first
 * render is the page itself (not the empty fallback) and can take over prerendered markup.
 */
async function resolveMatchedLazyRoutes(location: Location): Promise<void> {
  const matched =
    matchStaticPath(routes, location.pathname) ??
    (matchRoutes(routes, location) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/**
 * Starts the app in #root. A prerendered page (scripts/lib/prerender-plugin.ts) is hydrated:
 * React adopts the static markup instead of drawing it again. The markup was rendered for the
 * bare path, so where an address has a query (`?ref=`, `?redirect=`) that a public page renders
 * differently, public/start-after-paint.js marks it `data-fresh`, and it is rendered afresh over
 * the markup instead: same first paint, no mismatch. (The sign-in pages are adopted even then:
 * their first render ignores the query, so what a visitor typed is kept.)
 */
export async function startApp(container: HTMLElement): Promise<DataRouter> {
  // A page rendered with its data (the `publicPage` function) hands it to the query cache first.
  const queryState = document.getElementById(QUERY_STATE_ID)?.textContent;
  const dataReady = queryState
    ? import('./hydrate-queries').then(
        ({ hydrateQueries }) => hydrateQueries(queryState),
        // Without it the page reads its data itself, as a static page does.
        () => undefined,
      )
    : undefined;
  // The prerendered markup has painted (public/start-after-paint.js starts this code after the
  // first paint); now the page's code loads and React takes it over. When that code cannot
  // load, the router starts as usual and shows its error page.
  const prerendered =
    container.hasAttribute('data-prerendered') &&
    (await resolveMatchedLazyRoutes(window.location).then(
      () => true,
      () => false,
    ));
  await dataReady;
  // Public pages have no loaders: with their code loaded, an empty hydration state is complete.
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (prerendered && !container.dataset.fresh) {
    // As a transition, hydration works in slices and yields to input between them.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration problem:', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
  // From here React handles input (it replays what reaches markup it has not adopted yet).
  container.dataset.started = '';
  return router;
}

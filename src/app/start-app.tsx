import { startTransition, StrictMode, useEffect } from 'react';
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
 * differently, public/start-app-when-needed.js marks it `data-fresh`, and it is rendered afresh over
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
  // The prerendered markup has painted, and public/start-app-when-needed.js has started this code
  // (at the visitor's first sign of intent, or at once where the visit needs the app); now the
  // page's code loads and React takes it over. When that code cannot load, the router starts as
  // usual and shows its error page.
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
      <WhenAdopted
        run={() => {
          container.dataset.started = '';
        }}
      />
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
  return router;
}

/**
 * Runs `run` once React has drawn or adopted the page, in the commit that does so. startApp marks
 * #root `data-started` there: from then on React handles the page's input. The presses that
 * public/start-app-when-needed.js held go to it then (one dispatched before hydration had run was
 * lost when React could not hydrate at once), and the e2e tests wait for it.
 */
function WhenAdopted({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

import { render } from '@testing-library/react';
import { createElement, Fragment, type ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export interface RenderPageOptions {
  /** The route pattern the page is mounted at (`/admin/users/:uid`); default: the address's path. */
  path?: string;
  /** The other pages the test may reach (where a page redirects to), by route pattern. */
  others?: Record<string, ReactElement>;
  /** Mount the toaster, for a page whose outcome is a toast. */
  toaster?: boolean;
}

/**
 * A page's component test renders it the one way the app reaches it: at `address` in a memory
 * router (so links, redirects and search parameters work), with the other pages it may lead to.
 * The router's `state.location` says where the page went. (A .ts file: the tests' support code
 * is compiled without JSX.)
 */
export function renderPage(page: ReactElement, address: string, options: RenderPageOptions = {}) {
  const pathname = address.split(/[?#]/)[0] ?? address;
  const router = createMemoryRouter(
    [
      { path: options.path ?? pathname, element: page },
      ...Object.entries(options.others ?? {}).map(([path, element]) => ({ path, element })),
    ],
    { initialEntries: [address] },
  );
  // jsdom has no matchMedia, which react-hot-toast asks for reduced motion.
  if (options.toaster && typeof window.matchMedia !== 'function') {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }
  const view = render(
    createElement(
      Fragment,
      null,
      createElement(RouterProvider, { router }),
      options.toaster ? createElement(Toaster) : null,
    ),
  );
  return { router, ...view };
}

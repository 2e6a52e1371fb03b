import { type NonIndexRouteObject, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { NotFoundPage } from './errors/not-found-page';
import { guarded } from './guard/guard-middleware';
import { aliasRule, pageRule } from './guard/route-rules';
import { PublicLayout } from './layouts/public-layout';
import { pages } from './routes/pages';
import { paths, routeRedirects, type Layout, type PathId } from '@/config/paths';
import { RootShell } from './root-shell';

/**
 * The layout route of each `layout` of the path table. Only the public layout is in the entry
 * chunk: the others load with their first page. `none` renders the root shell only.
 */
const layouts: Record<Layout, Pick<NonIndexRouteObject, 'Component' | 'lazy'>> = {
  public: { Component: PublicLayout },
  auth: { lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }) },
  app: { lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }) },
  admin: {
    lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
  },
  none: {},
};

/** Alias routes never render: their guard always redirects. */
const RedirectOnly = () => null;

/** Routes beside the path-table pages, by the layout they render in. */
const otherRoutes: Partial<Record<Layout, RouteObject[]>> = {
  public: [
    {
      // `/@username` is exempt from the guard (SPEC §2): this route has none. Loader and page
      // load together on first use: the entry chunk carries neither. The fallback shows the
      // profile the server rendered while the loader runs, so that markup hydrates as it is.
      path: '/:handle',
      lazy: async () => {
        const {
          publicProfileLoader,
          default: Component,
          PublicProfileFallback,
        } = await import('./routes/public-profile-page');
        return { loader: publicProfileLoader, Component, HydrateFallback: PublicProfileFallback };
      },
    },
  ],
  // Unknown admin paths are still admin paths: guarded first, then a 404.
  admin: [guarded({ access: 'superAdmin' }, { path: '/admin/*', Component: NotFoundPage })],
  // Aliases (/signup, /signin, …): their rule answers with the redirect.
  none: Object.entries(routeRedirects).map(([from, to]) =>
    guarded(aliasRule(to), { path: from, Component: RedirectOnly }),
  ),
};

/** A path-table page: its own lazy chunk, guarded by its entry's access. */
const page = (id: PathId): RouteObject =>
  guarded(pageRule(id), {
    path: paths[id].path,
    lazy: async () => ({ Component: (await pages[id]()).default }),
  });

const pageIds = Object.keys(paths) as PathId[];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: () => null,
    children: [
      // One layout route per `layout`; errors render inside the root shell (toasts stay).
      ...(Object.keys(layouts) as Layout[]).map((layout): RouteObject => ({
        ...layouts[layout],
        errorElement: <RouteErrorBoundary />,
        children: [
          ...pageIds.filter((id) => paths[id].layout === layout).map(page),
          ...(otherRoutes[layout] ?? []),
        ],
      })),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

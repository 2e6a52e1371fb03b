import { render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type Layout, type PathId } from '@/config/paths';
import { routes } from './router';

// The guard loads Auth for /register; these paths need no Firebase, so Auth is faked.
vi.mock('@/lib/auth/load-auth', () => ({
  loadAuth: async () => ({ getAuthSnapshot: async () => ({ signedIn: false, claims: {} }) }),
}));
// Public profiles come from Firestore; one known username, every other one unknown.
vi.mock('./routes/public-profile-source', () => ({
  fetchPublicProfile: async (username: string) =>
    username === 'alice_1'
      ? { username, displayName: 'Alice Liddell', photoURL: null, bio: 'Curious.', joinedAt: null }
      : null,
}));
// The pricing page reads the plans from Firestore; none here.
vi.mock('@/lib/billing/plans-source', () => ({
  fetchActivePlans: async () => [],
  fetchSubscribedPlanName: async () => null,
}));
vi.mock('@/lib/auth/auth-service', async () => {
  const { DEFAULT_PASSWORD_POLICY } = await import('@/lib/auth/password-policy');
  return { fetchPasswordPolicy: async () => DEFAULT_PASSWORD_POLICY };
});

function renderAt(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

const metaDescription = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('routes', () => {
  let meta: HTMLMetaElement;

  beforeEach(() => {
    // jsdom has no matchMedia (the colour-mode toggle and react-hot-toast ask it).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    document.title = 'initial';
    meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'initial description';
    document.head.append(meta);
  });

  afterEach(() => {
    toast.remove();
    meta.remove();
    vi.unstubAllGlobals();
  });

  it('answers an unknown path with Page Not Found and status 404', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /no/such/page')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(document.title).toBe('Page Not Found');
  });

  it('shows a public profile for /@username', async () => {
    renderAt('/@alice_1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alice Liddell' }),
    ).toBeInTheDocument();
    expect(screen.getByText('@alice_1')).toBeInTheDocument();
    expect(screen.getByText('Curious.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Alice Liddell (@alice_1)'));
  });

  it.each(['/Alice', '/@Alice', '/@nobody_here'])(
    'answers the one-segment path %s, not a profile, with Page Not Found',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText(`Page Not Found: ${path}`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    },
  );

  it('renders the about page with its title and description', async () => {
    renderAt('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Parley' }),
    ).toBeInTheDocument();
    // The title follows the page in an effect: under load it lands a moment after the heading.
    await waitFor(() => expect(document.title).toBe('About Parley'));
    await waitFor(() => expect(metaDescription()).toBe('Why we build Parley and how we work.'));
  });

  it('sets the title and meta description of /pricing', async () => {
    renderAt('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pricing'));
    await waitFor(() => expect(metaDescription()).toBe('Choose the perfect plan for your needs.'));
  });

  it('redirects /signup to the register page, keeping the query', async () => {
    const router = renderAt('/signup?x=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe('?x=1');
    await waitFor(() => expect(document.title).toBe('Create your account'));
  });
});

describe('routes from the path table', () => {
  it('puts the pages of one `layout` under one layout route, and no two layouts together', () => {
    const layoutRoute = new Map<Layout, RouteObject>();
    for (const id of Object.keys(paths) as PathId[]) {
      const { path, layout } = paths[id];
      const matches = matchRoutes(routes, path.replace(/:\w+/g, 'x')) ?? [];
      expect(matches.map((m) => m.route.path)).toEqual([undefined, undefined, path]);
      expect(matches[2]?.route.handle).toMatchObject({ pathId: id });
      const parent = matches[1]?.route;
      if (!parent) throw new Error(`${path} has no layout route`);
      if (!layoutRoute.has(layout)) layoutRoute.set(layout, parent);
      expect(layoutRoute.get(layout)).toBe(parent);
    }
    expect(new Set(layoutRoute.values()).size).toBe(layoutRoute.size);
  });

  it('keeps every page lazy', () => {
    for (const { path } of Object.values(paths)) {
      const page = matchRoutes(routes, path.replace(/:\w+/g, 'x'))?.at(-1)?.route;
      expect(page?.lazy).toBeTypeOf('function');
      expect(page?.Component).toBeUndefined();
    }
  });
});

import { matchRoutes, RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MARKER_KEY } from '@/lib/auth/may-hold-session';
import { routes } from '../router';

const auth = vi.hoisted(() => ({
  snapshot: { signedIn: false, uid: null as string | null, claims: {} as Record<string, unknown> },
  loads: 0,
  options: [] as unknown[],
}));
vi.mock('@/lib/auth/load-auth', () => ({
  loadAuth: async () => {
    auth.loads += 1;
    return {
      getAuthSnapshot: async (options: unknown) => {
        auth.options.push(options);
        return auth.snapshot;
      },
    };
  },
}));
vi.mock('@/lib/consent/load-consent', () => ({
  loadConsent: async () => ({ getPendingPolicies: async () => [] }),
}));

/** Runs the middleware of the route React Router matches for `url`, as a navigation would. */
async function navigate(url: string): Promise<unknown> {
  const matches = matchRoutes(routes, new URL(url, 'http://app.test').pathname) ?? [];
  const request = new Request(new URL(url, 'http://app.test'));
  try {
    for (const { route, params } of matches) {
      for (const middleware of route.middleware ?? []) {
        await middleware(
          {
            request,
            url: new URL(request.url),
            params,
            pattern: '',
            context: new RouterContextProvider(),
          },
          async () => undefined,
        );
      }
    }
    return 'allowed';
  } catch (thrown) {
    return thrown;
  }
}

const location = (thrown: unknown) =>
  thrown instanceof Response ? thrown.headers.get('Location') : thrown;

describe('guardMiddleware on the matched route', () => {
  beforeEach(() => {
    auth.snapshot = { signedIn: false, uid: null, claims: {} };
    auth.loads = 0;
    auth.options = [];
  });

  it('decides a parameterised page by its own entry, without looking the path up', async () => {
    expect(location(await navigate('/invite/abc123?x=1'))).toBe(
      `/?redirect=${encodeURIComponent('/invite/abc123?x=1')}`,
    );
    auth.snapshot = { signedIn: true, uid: 'u1', claims: {} };
    expect(await navigate('/invite/abc123')).toBe('allowed');
    expect(auth.options.at(-1)).toEqual({ needsSuperAdmin: false });
  });

  it('decides public pages without loading Auth', async () => {
    expect(await navigate('/about/')).toBe('allowed');
    expect(await navigate('/@alice')).toBe('allowed');
    expect(auth.loads).toBe(0);
  });

  it('answers an alias with its redirect, without loading Auth', async () => {
    expect(location(await navigate('/signup?x=1'))).toBe('/register?x=1');
    expect(auth.loads).toBe(0);
  });

  it('decides the sign-in pages without Auth where nobody signed in, and with it elsewhere', async () => {
    auth.snapshot = { signedIn: true, uid: 'u1', claims: {} };
    for (const path of ['/login', '/register/', '/forgot-password']) {
      expect(await navigate(path)).toBe('allowed');
    }
    expect(auth.loads).toBe(0);

    // This browser holds the session marker: a signed-in visitor is sent to the dashboard.
    localStorage.setItem(SESSION_MARKER_KEY, '1');
    try {
      for (const path of ['/login', '/register/', '/forgot-password']) {
        expect(location(await navigate(path))).toBe('/dashboard');
      }
      expect(auth.loads).toBe(3);
    } finally {
      localStorage.removeItem(SESSION_MARKER_KEY);
    }
  });

  it('denies an unknown admin path to a signed-in user who is not a super admin', async () => {
    auth.snapshot = { signedIn: true, uid: 'u1', claims: {} };
    const thrown = await navigate('/admin/no-such-section');
    expect(thrown).toMatchObject({
      data: { title: 'Access Denied', message: 'Super Admin access required' },
      init: { status: 403 },
    });
    expect(auth.options.at(-1)).toEqual({ needsSuperAdmin: true });
  });
});

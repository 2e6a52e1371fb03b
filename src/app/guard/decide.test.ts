import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, routeRedirects, type PathId } from '@/config/paths';
import { routes } from '../router';
import {
  decide,
  needsAuthState,
  needsConsentState,
  signInRedirect,
  type GuardAuth,
  type GuardDecision,
  type GuardLocation,
} from './decide';
import { guarded } from './guard-middleware';
import { aliasRule, pageRule, type RouteRule } from './route-rules';

/** The rule of the route React Router matches, as the guard gets it; undefined: no guard. */
function ruleAt(pathname: string, tree: RouteObject[] = routes): RouteRule | undefined {
  const route = matchRoutes(tree, pathname)?.at(-1)?.route;
  return route?.middleware?.length ? (route.handle as RouteRule) : undefined;
}

/** The guard's answer for a URL, as the router gets it: `decide` on the matched route's rule. */
function guard(location: GuardLocation, auth: GuardAuth): GuardDecision {
  const rule = ruleAt(location.pathname);
  if (!rule) throw new Error(`no guarded route matches ${location.pathname}`);
  return decide(location, rule, auth);
}

const visitor: GuardAuth = { signedIn: false };
const user: GuardAuth = { signedIn: true, claims: {} };
const withSecondFactor = {
  firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
};
const admin: GuardAuth = { signedIn: true, claims: { superAdmin: true, ...withSecondFactor } };
/** The claim, but signed in with a password alone. */
const passwordOnlyAdmin: GuardAuth = {
  signedIn: true,
  claims: { superAdmin: true, firebase: { sign_in_provider: 'password' } },
};
const allow: GuardDecision = { type: 'allow' };
const denied: GuardDecision = {
  type: 'deny',
  status: 403,
  title: 'Access Denied',
  message: 'Super Admin access required',
};
const toDashboard: GuardDecision = { type: 'redirect', to: '/dashboard' };
const toHomeWith = (original: string): GuardDecision => ({
  type: 'redirect',
  to: `/?redirect=${encodeURIComponent(original)}`,
});

const publicPaths = [
  '/',
  '/pricing',
  '/contact',
  '/about',
  '/affiliate/join',
  '/affiliate/program',
  '/affiliate/apply',
  '/affiliate/agreement',
  '/privacy-policy',
  '/terms-and-conditions',
  '/delete-data',
];
const guestOnlyPaths = ['/login', '/register', '/forgot-password'];
const signedInPaths = [
  '/accept-invite',
  '/invite/abc123',
  '/company',
  '/company/setup',
  '/company/members',
  '/profile',
  '/dashboard',
  '/payment/cancel',
  '/payment/success',
  '/accept-privacy-policy',
  '/accept-terms-and-conditions',
  '/affiliate/dashboard',
  '/affiliate/accept-agreement',
  '/test-affiliate-cookie',
  '/test-new-architecture',
];
const adminPaths = [
  '/admin',
  '/admin/email',
  '/admin/plans',
  '/admin/users',
  '/admin/privacy-policy',
  '/admin/report-summaries',
  '/admin/affiliate-modeling',
  '/admin/subscription-plans',
  '/admin/affiliates/agreement',
  '/admin/terms-and-conditions',
  '/admin/affiliates/management',
  '/admin/affiliates/applications',
  // Beyond SPEC §2: the programme settings editor and the full audit log.
  '/admin/affiliates/settings',
  '/admin/audit-log',
];

describe('decide: every route in SPEC §2 for every role', () => {
  it.each(publicPaths)('public %s is open to visitors, users and admins', (path) => {
    for (const auth of [visitor, user, admin])
      expect(guard({ pathname: path }, auth)).toEqual(allow);
  });
  it.each(guestOnlyPaths)(
    '%s is open to visitors and sends signed-in users to /dashboard',
    (path) => {
      expect(guard({ pathname: path }, visitor)).toEqual(allow);
      expect(guard({ pathname: path }, user)).toEqual(toDashboard);
      expect(guard({ pathname: path }, admin)).toEqual(toDashboard);
    },
  );
  it.each(signedInPaths)('%s needs sign-in and is open to any signed-in user', (path) => {
    expect(guard({ pathname: path }, visitor)).toEqual(toHomeWith(path));
    expect(guard({ pathname: path }, user)).toEqual(allow);
    expect(guard({ pathname: path }, admin)).toEqual(allow);
  });
  it.each(adminPaths)('%s needs a super admin', (path) => {
    expect(guard({ pathname: path }, visitor)).toEqual(toHomeWith(path));
    expect(guard({ pathname: path }, user)).toEqual(denied);
    expect(guard({ pathname: path }, admin)).toEqual(allow);
  });
  it.each(['/admin/users/some-uid', '/admin/affiliates/management/some-uid'])(
    '%s (one user or affiliate) needs a super admin',
    (path) => {
      expect(guard({ pathname: path }, visitor)).toEqual(toHomeWith(path));
      expect(guard({ pathname: path }, user)).toEqual(denied);
      expect(guard({ pathname: path }, admin)).toEqual(allow);
    },
  );
  it('covers every entry of the path table', () => {
    const covered = new Set([
      ...publicPaths,
      ...guestOnlyPaths,
      ...signedInPaths,
      ...adminPaths,
      '/invite/:token',
      '/admin/users/:uid',
      '/admin/affiliates/management/:uid',
    ]);
    expect(
      Object.values(paths)
        .map((p) => p.path)
        .filter((p) => !covered.has(p)),
    ).toEqual([]);
  });
});

describe('decide: edges', () => {
  it('keeps path, query and hash in the redirect of a signed-out visitor', () => {
    const location = { pathname: '/company/members', search: '?tab=x', hash: '#y' };
    expect(guard(location, visitor)).toEqual({
      type: 'redirect',
      to: '/?redirect=%2Fcompany%2Fmembers%3Ftab%3Dx%23y',
    });
    expect(signInRedirect(location)).toBe('/?redirect=%2Fcompany%2Fmembers%3Ftab%3Dx%23y');
  });

  it.each([
    ['/login/', user, toDashboard],
    ['/dashboard/', visitor, toHomeWith('/dashboard/')],
    ['/admin/', user, denied],
    ['/admin/users//', admin, allow],
    ['/pricing/', visitor, allow],
  ] as const)('ignores a trailing slash: %s', (pathname, auth, expected) => {
    expect(guard({ pathname }, auth)).toEqual(expected);
  });

  it.each([
    [{ superAdmin: true, ...withSecondFactor }, allow],
    [{ superAdmin: 'true', ...withSecondFactor }, denied],
    [{ superAdmin: 1 }, denied],
    [{ superAdmin: false }, denied],
    [{}, denied],
    [null, denied],
  ] as const)('admin claim %j must be exactly true', (claims, expected) => {
    expect(guard({ pathname: '/admin/users' }, { signedIn: true, claims })).toEqual(expected);
  });

  it.each(['/admin', '/admin/users', '/admin/email'])(
    'sends a super admin signed in without a second factor from %s to set one up',
    (pathname) => {
      const decision = guard({ pathname }, passwordOnlyAdmin);
      expect(decision).toMatchObject({
        type: 'deny',
        status: 403,
        title: 'Two-step verification required',
        action: { to: '/profile#two-step' },
      });
    },
  );

  it('asks no second factor outside the admin area', () => {
    expect(guard({ pathname: '/dashboard' }, passwordOnlyAdmin)).toEqual(allow);
    expect(guard({ pathname: '/affiliate/dashboard' }, passwordOnlyAdmin)).toEqual(allow);
  });

  it('does not treat /administrator as an admin path, but /admin/x is one', () => {
    // One-segment paths other than the ones in the table are profile look-ups: 404, no guard.
    expect(ruleAt('/administrator')).toBeUndefined();
    expect(guard({ pathname: '/admin/x' }, visitor)).toEqual(toHomeWith('/admin/x'));
    expect(guard({ pathname: '/admin/x' }, user)).toEqual(denied);
    expect(guard({ pathname: '/admin/x' }, admin)).toEqual(allow);
    expect(guard({ pathname: '/admin/x/y/' }, user)).toEqual(denied);
  });

  it('lets /affiliate/* skip the admin check but not the sign-in check', () => {
    expect(
      guard(
        { pathname: '/affiliate/dashboard' },
        { signedIn: true, claims: { superAdmin: 'yes' } },
      ),
    ).toEqual(allow);
    expect(guard({ pathname: '/affiliate/dashboard' }, visitor)).toEqual(
      toHomeWith('/affiliate/dashboard'),
    );
    const affiliatePages = Object.values(paths).filter((p) => p.path.startsWith('/affiliate/'));
    expect(affiliatePages.length).toBeGreaterThan(0);
    for (const { path } of affiliatePages) {
      expect(guard({ pathname: path }, { signedIn: true, claims: {} })).toEqual(allow);
    }
  });

  it.each(['/@alice', '/@bob_42', '/@0', '/@alice/'])(
    'exempts valid public profile %s: its route has no guard',
    (pathname) => {
      expect(matchRoutes(routes, pathname)?.at(-1)?.route.path).toBe('/:handle');
      expect(ruleAt(pathname)).toBeUndefined();
    },
  );

  it.each(['/@Alice', '/@al-ice', '/@', '/@alice/posts', '/@al.ice', '/no/such/page'])(
    'leaves %s, which no page matches, unguarded: it shows 404 (router.test)',
    (pathname) => {
      expect(ruleAt(pathname)).toBeUndefined();
    },
  );

  it('has no rule for paths below a page that the table does not list', () => {
    expect(ruleAt('/company/anything')).toBeUndefined();
    expect(ruleAt('/affiliate/unknown')).toBeUndefined();
    expect(ruleAt('/invite/abc/extra')).toBeUndefined();
  });

  it.each(Object.entries(routeRedirects))(
    'answers the alias %s with a redirect to %s, keeping query and hash',
    (from, to) => {
      expect(ruleAt(from)).toEqual(aliasRule(to));
      for (const auth of [visitor, user, admin]) {
        expect(guard({ pathname: `${from}/`, search: '?redirect=%2Fx', hash: '#h' }, auth)).toEqual(
          { type: 'redirect', to: `${to}?redirect=%2Fx#h` },
        );
      }
    },
  );

  it('only waits for the auth state where the answer depends on it', () => {
    expect(needsAuthState(pageRule('home'))).toBe(false);
    expect(needsAuthState(pageRule('about'))).toBe(false);
    expect(needsAuthState(aliasRule('/register'))).toBe(false);
    expect(needsAuthState(pageRule('login'))).toBe(true);
    expect(needsAuthState(pageRule('dashboard'))).toBe(true);
    expect(needsAuthState(pageRule('admin'))).toBe(true);
  });
});

describe('decide: the matched route carries its table entry', () => {
  /** A URL for each entry: every `:param` filled in. */
  const urlOf = (path: string) => path.replace(/:\w+/g, 'abc123');

  it.each(Object.keys(paths) as PathId[])(
    '%s: the route matched for its URL carries its entry and access',
    (id) => {
      const url = urlOf(paths[id].path);
      expect(ruleAt(url)).toEqual({ pathId: id, access: paths[id].access });
      expect(ruleAt(`${url}/`)).toEqual({ pathId: id, access: paths[id].access });
    },
  );

  it('gives /invite/:token its entry: any token needs sign-in, and nothing more', () => {
    for (const token of ['abc123', 'A-b_c.9', '%40x']) {
      const pathname = `/invite/${token}`;
      expect(ruleAt(pathname)).toEqual({ pathId: 'invite', access: paths.invite.access });
      expect(guard({ pathname, search: '?a=1' }, visitor)).toEqual(toHomeWith(`${pathname}?a=1`));
      expect(guard({ pathname }, user)).toEqual(allow);
    }
  });

  it('gives a new parameterised route its own access, whatever it is', () => {
    // What findRouteRule-by-path used to get wrong: a public `/x/:id` fell through to sign-in.
    const tree = [
      guarded({ access: 'public' }, { path: '/blog/:slug' }),
      guarded({ access: 'guestOnly' }, { path: '/join/:code' }),
      guarded({ access: 'superAdmin' }, { path: '/ops/:id/edit' }),
    ];
    const at = (pathname: string, auth: GuardAuth) => {
      const rule = ruleAt(pathname, tree);
      if (!rule) throw new Error(`no rule for ${pathname}`);
      return decide({ pathname }, rule, auth);
    };
    expect(at('/blog/hello', visitor)).toEqual(allow);
    expect(at('/join/xyz/', visitor)).toEqual(allow);
    expect(at('/join/xyz', user)).toEqual(toDashboard);
    expect(at('/ops/7/edit', visitor)).toEqual(toHomeWith('/ops/7/edit'));
    expect(at('/ops/7/edit', user)).toEqual(denied);
    expect(at('/ops/7/edit', admin)).toEqual(allow);
  });

  it('gives each page the middleware built from its own handle', () => {
    const route = matchRoutes(routes, '/invite/abc123')?.at(-1)?.route;
    expect(route?.handle).toEqual(pageRule('invite'));
    expect(route?.middleware).toHaveLength(1);
  });
});

describe('decide: policy consent', () => {
  const needsTerms: GuardAuth = { ...user, pendingPolicies: ['terms', 'privacy'] };
  const needsPrivacy: GuardAuth = { ...user, pendingPolicies: ['privacy'] };
  const adminNeedsPrivacy: GuardAuth = { ...admin, pendingPolicies: ['privacy'] };

  it.each(signedInPaths.filter((p) => !p.startsWith('/accept-') || p === '/accept-invite'))(
    'sends a user who has not accepted the terms from %s to accept them first',
    (pathname) => {
      expect(guard({ pathname, search: '?a=1' }, needsTerms)).toEqual({
        type: 'redirect',
        to: `/accept-terms-and-conditions?redirect=${encodeURIComponent(`${pathname}?a=1`)}`,
      });
    },
  );

  it('asks for the privacy policy once the terms are accepted, admin pages included', () => {
    expect(guard({ pathname: '/dashboard' }, needsPrivacy)).toEqual({
      type: 'redirect',
      to: '/accept-privacy-policy?redirect=%2Fdashboard',
    });
    expect(guard({ pathname: '/admin/users' }, adminNeedsPrivacy)).toEqual({
      type: 'redirect',
      to: '/accept-privacy-policy?redirect=%2Fadmin%2Fusers',
    });
  });

  it('lets the user reach the accept pages themselves and every public page', () => {
    expect(guard({ pathname: '/accept-terms-and-conditions' }, needsTerms)).toEqual(allow);
    expect(guard({ pathname: '/accept-privacy-policy/' }, needsTerms)).toEqual(allow);
    for (const pathname of publicPaths) expect(guard({ pathname }, needsTerms)).toEqual(allow);
  });

  it('still sends signed-in users away from guest pages, and visitors to sign in', () => {
    expect(guard({ pathname: '/login' }, needsTerms)).toEqual(toDashboard);
    expect(guard({ pathname: '/dashboard' }, { ...visitor, pendingPolicies: ['terms'] })).toEqual(
      toHomeWith('/dashboard'),
    );
  });

  it('reads the consent state only on signed-in pages other than the accept pages', () => {
    expect(needsConsentState(pageRule('dashboard'))).toBe(true);
    expect(needsConsentState(pageRule('invite'))).toBe(true);
    expect(needsConsentState(pageRule('admin'))).toBe(true);
    expect(needsConsentState({ access: 'superAdmin' })).toBe(true);
    expect(needsConsentState(pageRule('acceptTermsAndConditions'))).toBe(false);
    expect(needsConsentState(pageRule('acceptPrivacyPolicy'))).toBe(false);
    expect(needsConsentState(pageRule('privacyPolicy'))).toBe(false);
    expect(needsConsentState(pageRule('login'))).toBe(false);
    expect(needsConsentState(pageRule('home'))).toBe(false);
    expect(needsConsentState(aliasRule('/profile'))).toBe(false);
  });
});

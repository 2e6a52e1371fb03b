import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  decide,
  needsAuthState,
  needsConsentState,
  signInRedirect,
  type GuardAuth,
  type GuardDecision,
} from './decide';
import { findRouteRule, normalizePath } from './route-rules';

const visitor: GuardAuth = { signedIn: false };
const user: GuardAuth = { signedIn: true, claims: {} };
const admin: GuardAuth = { signedIn: true, claims: { superAdmin: true } };
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
];

describe('decide: every route in SPEC §2 for every role', () => {
  it.each(publicPaths)('public %s is open to visitors, users and admins', (path) => {
    for (const auth of [visitor, user, admin])
      expect(decide({ pathname: path }, auth)).toEqual(allow);
  });
  it.each(guestOnlyPaths)(
    '%s is open to visitors and sends signed-in users to /dashboard',
    (path) => {
      expect(decide({ pathname: path }, visitor)).toEqual(allow);
      expect(decide({ pathname: path }, user)).toEqual(toDashboard);
      expect(decide({ pathname: path }, admin)).toEqual(toDashboard);
    },
  );
  it.each(signedInPaths)('%s needs sign-in and is open to any signed-in user', (path) => {
    expect(decide({ pathname: path }, visitor)).toEqual(toHomeWith(path));
    expect(decide({ pathname: path }, user)).toEqual(allow);
    expect(decide({ pathname: path }, admin)).toEqual(allow);
  });
  it.each(adminPaths)('%s needs a super admin', (path) => {
    expect(decide({ pathname: path }, visitor)).toEqual(toHomeWith(path));
    expect(decide({ pathname: path }, user)).toEqual(denied);
    expect(decide({ pathname: path }, admin)).toEqual(allow);
  });
  it('covers every entry of the path table', () => {
    const covered = new Set([
      ...publicPaths,
      ...guestOnlyPaths,
      ...signedInPaths,
      ...adminPaths,
      '/invite/:token',
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
    expect(decide(location, visitor)).toEqual({
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
    expect(decide({ pathname }, auth)).toEqual(expected);
  });

  it.each([
    [{ superAdmin: true }, allow],
    [{ superAdmin: 'true' }, denied],
    [{ superAdmin: 1 }, denied],
    [{ superAdmin: false }, denied],
    [{}, denied],
    [null, denied],
  ] as const)('admin claim %j must be exactly true', (claims, expected) => {
    expect(decide({ pathname: '/admin/users' }, { signedIn: true, claims })).toEqual(expected);
  });

  it('does not treat /administrator as an admin path, but /admin/x is one', () => {
    expect(decide({ pathname: '/administrator' }, user)).toEqual(allow);
    expect(decide({ pathname: '/administrator' }, visitor)).toEqual(toHomeWith('/administrator'));
    expect(decide({ pathname: '/admin/x' }, user)).toEqual(denied);
    expect(decide({ pathname: '/admin/x' }, admin)).toEqual(allow);
  });

  it('lets /affiliate/* skip the admin check but not the sign-in check', () => {
    expect(
      decide(
        { pathname: '/affiliate/dashboard' },
        { signedIn: true, claims: { superAdmin: 'yes' } },
      ),
    ).toEqual(allow);
    expect(decide({ pathname: '/affiliate/unknown' }, user)).toEqual(allow);
    expect(decide({ pathname: '/affiliate/unknown' }, visitor)).toEqual(
      toHomeWith('/affiliate/unknown'),
    );
  });

  it.each(['/@alice', '/@bob_42', '/@0', '/@alice/'])(
    'exempts valid public profile %s',
    (pathname) => {
      expect(decide({ pathname }, visitor)).toEqual(allow);
      expect(needsAuthState(pathname)).toBe(false);
    },
  );

  it.each(['/@Alice', '/@al-ice', '/@', '/@alice/posts', '/@al.ice'])(
    'does not exempt invalid profile path %s',
    (pathname) => {
      expect(decide({ pathname }, visitor)).toEqual(toHomeWith(pathname));
    },
  );

  it('recognises /company* with no rule beyond sign-in', () => {
    expect(decide({ pathname: '/company/anything' }, user)).toEqual(allow);
    expect(decide({ pathname: '/company/anything' }, visitor)).toEqual(
      toHomeWith('/company/anything'),
    );
  });

  it('answers a route-rule redirect, keeping query and hash', () => {
    expect(findRouteRule('/signup')?.redirect).toBe('/register');
    expect(decide({ pathname: '/signup', search: '?redirect=%2Fx', hash: '#h' }, visitor)).toEqual({
      type: 'redirect',
      to: '/register?redirect=%2Fx#h',
    });
  });

  it('sends visitors away from unknown paths like any other non-public path', () => {
    expect(decide({ pathname: '/no/such/page' }, visitor)).toEqual(toHomeWith('/no/such/page'));
    expect(decide({ pathname: '/no/such/page' }, user)).toEqual(allow);
  });

  it('only waits for the auth state where the answer depends on it', () => {
    expect(needsAuthState('/')).toBe(false);
    expect(needsAuthState('/about/')).toBe(false);
    expect(needsAuthState('/login')).toBe(true);
    expect(needsAuthState('/dashboard')).toBe(true);
    expect(needsAuthState('/no/such/page')).toBe(true);
  });

  it('normalises paths', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('/a/b/')).toBe('/a/b');
  });
});

describe('decide: policy consent', () => {
  const needsTerms: GuardAuth = { ...user, pendingPolicies: ['terms', 'privacy'] };
  const needsPrivacy: GuardAuth = { ...user, pendingPolicies: ['privacy'] };
  const adminNeedsPrivacy: GuardAuth = { ...admin, pendingPolicies: ['privacy'] };

  it.each(signedInPaths.filter((p) => !p.startsWith('/accept-') || p === '/accept-invite'))(
    'sends a user who has not accepted the terms from %s to accept them first',
    (pathname) => {
      expect(decide({ pathname, search: '?a=1' }, needsTerms)).toEqual({
        type: 'redirect',
        to: `/accept-terms-and-conditions?redirect=${encodeURIComponent(`${pathname}?a=1`)}`,
      });
    },
  );

  it('asks for the privacy policy once the terms are accepted, admin pages included', () => {
    expect(decide({ pathname: '/dashboard' }, needsPrivacy)).toEqual({
      type: 'redirect',
      to: '/accept-privacy-policy?redirect=%2Fdashboard',
    });
    expect(decide({ pathname: '/admin/users' }, adminNeedsPrivacy)).toEqual({
      type: 'redirect',
      to: '/accept-privacy-policy?redirect=%2Fadmin%2Fusers',
    });
  });

  it('lets the user reach the accept pages themselves and every public page', () => {
    expect(decide({ pathname: '/accept-terms-and-conditions' }, needsTerms)).toEqual(allow);
    expect(decide({ pathname: '/accept-privacy-policy/' }, needsTerms)).toEqual(allow);
    for (const pathname of publicPaths) expect(decide({ pathname }, needsTerms)).toEqual(allow);
    expect(decide({ pathname: '/@someone' }, needsTerms)).toEqual(allow);
  });

  it('still sends signed-in users away from guest pages, and visitors to sign in', () => {
    expect(decide({ pathname: '/login' }, needsTerms)).toEqual(toDashboard);
    expect(decide({ pathname: '/dashboard' }, { ...visitor, pendingPolicies: ['terms'] })).toEqual(
      toHomeWith('/dashboard'),
    );
  });

  it('reads the consent state only on signed-in pages other than the accept pages', () => {
    expect(needsConsentState('/dashboard')).toBe(true);
    expect(needsConsentState('/admin')).toBe(true);
    expect(needsConsentState('/accept-terms-and-conditions')).toBe(false);
    expect(needsConsentState('/privacy-policy')).toBe(false);
    expect(needsConsentState('/login')).toBe(false);
    expect(needsConsentState('/')).toBe(false);
  });
});

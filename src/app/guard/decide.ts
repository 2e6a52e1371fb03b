import { isSuperAdminClaim } from '@contracts/claims';
import { paths } from '@/config/paths';
import { findRouteRule, isAdminPath, isAffiliatePath, isPublicProfilePath } from './route-rules';

export interface GuardLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export interface GuardAuth {
  signedIn: boolean;
  claims?: Record<string, unknown> | null;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'deny'; status: 403; title: 'Access Denied'; message: 'Super Admin access required' };

const ALLOW: GuardDecision = { type: 'allow' };
const DENY_ADMIN: GuardDecision = {
  type: 'deny',
  status: 403,
  title: 'Access Denied',
  message: 'Super Admin access required',
};

/** The redirect a signed-out visitor gets: `/` carrying the original full path. */
export function signInRedirect(location: GuardLocation): string {
  const original = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${paths.home.path}?redirect=${encodeURIComponent(original)}`;
}

/**
 * The route guard, as a pure function (SPEC §2 navigation rules, §5, §6):
 *  - /@username pages are exempt from every check;
 *  - a route rule may answer with a redirect;
 *  - public pages are open; /login, /register, /forgot-password send signed-in users to /dashboard;
 *  - any other path needs sign-in, else `/` with `redirect` = the original path, query and hash;
 *  - /affiliate/* skips the admin check; /admin* needs `superAdmin === true`, else Access Denied.
 */
export function decide(location: GuardLocation, auth: GuardAuth): GuardDecision {
  if (isPublicProfilePath(location.pathname)) return ALLOW;

  const rule = findRouteRule(location.pathname);
  if (rule?.redirect) {
    return {
      type: 'redirect',
      to: `${rule.redirect}${location.search ?? ''}${location.hash ?? ''}`,
    };
  }
  if (rule?.access === 'guestOnly') {
    return auth.signedIn ? { type: 'redirect', to: paths.dashboard.path } : ALLOW;
  }
  if (rule?.access === 'public') return ALLOW;

  if (!auth.signedIn) return { type: 'redirect', to: signInRedirect(location) };
  if (isAffiliatePath(location.pathname)) return ALLOW;
  if (isAdminPath(location.pathname) && !isSuperAdminClaim(auth.claims)) return DENY_ADMIN;
  return ALLOW;
}

/** Whether deciding for this path needs the auth state at all (public pages do not wait for it). */
export function needsAuthState(pathname: string): boolean {
  if (isPublicProfilePath(pathname)) return false;
  const rule = findRouteRule(pathname);
  return !(rule?.access === 'public');
}

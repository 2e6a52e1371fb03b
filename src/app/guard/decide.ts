import { isSuperAdminClaim } from '@contracts/claims';
import type { PolicyKind } from '@contracts/policies';
import { paths } from '@/config/paths';
import {
  findRouteRule,
  isAdminPath,
  isAffiliatePath,
  isPublicProfilePath,
  normalizePath,
} from './route-rules';

export interface GuardLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export interface GuardAuth {
  signedIn: boolean;
  claims?: Record<string, unknown> | null;
  /** Policies whose current version the user has not accepted, in the order they are asked. */
  pendingPolicies?: readonly PolicyKind[];
}

/** The page where each policy is accepted. */
export const acceptPagePath: Record<PolicyKind, string> = {
  terms: paths.acceptTermsAndConditions.path,
  privacy: paths.acceptPrivacyPolicy.path,
};
const acceptPages = new Set(Object.values(acceptPagePath));

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

const fullPath = (location: GuardLocation) =>
  `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;

/** The redirect a signed-out visitor gets: `/` carrying the original full path. */
export function signInRedirect(location: GuardLocation): string {
  return `${paths.home.path}?redirect=${encodeURIComponent(fullPath(location))}`;
}

/**
 * The route guard, as a pure function (SPEC §2 navigation rules, §5, §6):
 *  - /@username pages are exempt from every check;
 *  - a route rule may answer with a redirect;
 *  - public pages are open; /login, /register, /forgot-password send signed-in users to /dashboard;
 *  - any other path needs sign-in, else `/` with `redirect` = the original path, query and hash;
 *  - a signed-in user who has not accepted the current terms or privacy policy is sent to its
 *    accept page first (carrying the original path), whatever the page, admin pages included;
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
  const pending = auth.pendingPolicies?.[0];
  if (pending && !isPolicyAcceptPath(location.pathname)) {
    return {
      type: 'redirect',
      to: `${acceptPagePath[pending]}?redirect=${encodeURIComponent(fullPath(location))}`,
    };
  }
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

export function isPolicyAcceptPath(pathname: string): boolean {
  return acceptPages.has(normalizePath(pathname));
}

/** Whether deciding for this path needs the user's policy acceptances (signed-in pages). */
export function needsConsentState(pathname: string): boolean {
  return needsAuthState(pathname) && !isPolicyAcceptPath(pathname) && !isGuestOnly(pathname);
}

function isGuestOnly(pathname: string): boolean {
  return findRouteRule(pathname)?.access === 'guestOnly';
}

import { isSuperAdminClaim, signedInWithSecondFactor } from '@contracts/claims';
import type { PolicyKind } from '@contracts/policies';
import { paths, type PathId } from '@/config/paths';
import type { RouteRule } from './route-rules';

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
const acceptPage: Record<PolicyKind, PathId> = {
  terms: 'acceptTermsAndConditions',
  privacy: 'acceptPrivacyPolicy',
};

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'deny'; status: 403; title: 'Access Denied'; message: 'Super Admin access required' }
  | {
      type: 'deny';
      status: 403;
      title: 'Two-step verification required';
      message: string;
      action: { label: string; to: string };
    };

const ALLOW: GuardDecision = { type: 'allow' };
const DENY_ADMIN: GuardDecision = {
  type: 'deny',
  status: 403,
  title: 'Access Denied',
  message: 'Super Admin access required',
};

/** A super admin whose session was signed in with a password alone. */
const DENY_WITHOUT_SECOND_FACTOR: GuardDecision = {
  type: 'deny',
  status: 403,
  title: 'Two-step verification required',
  message:
    'The admin area needs a sign-in with a second factor. Set up two-step verification on your profile. If you already have, sign out and sign in again with your code.',
  action: { label: 'Set up two-step verification', to: `${paths.profile.path}#two-step` },
};

const fullPath = (location: GuardLocation) =>
  `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;

/** The redirect a signed-out visitor gets: `/` carrying the original full path. */
export function signInRedirect(location: GuardLocation): string {
  return `${paths.home.path}?redirect=${encodeURIComponent(fullPath(location))}`;
}

/**
 * The route guard, as a pure function of the matched route's rule (SPEC §2 navigation rules,
 * §5, §6). /@username pages are exempt: their route has no guard, nor does an unmatched path
 * (it shows 404). Otherwise:
 *  - an alias route answers with its redirect, keeping query and hash;
 *  - public pages are open; /login, /register, /forgot-password send signed-in users to /dashboard;
 *  - any other page needs sign-in, else `/` with `redirect` = the original path, query and hash;
 *  - a signed-in user who has not accepted the current terms or privacy policy is sent to its
 *    accept page first (carrying the original path), whatever the page, admin pages included;
 *  - `superAdmin` pages (`/admin` and `/admin/*`, never `/affiliate/*`: the path table's types
 *    hold that) need `superAdmin === true`, else Access Denied, and a session signed in with a
 *    second factor, else a page that leads to setting one up on /profile.
 * A trailing slash changes nothing: React Router matches `/login/` to the `/login` route.
 */
export function decide(location: GuardLocation, rule: RouteRule, auth: GuardAuth): GuardDecision {
  if (rule.redirect) {
    return {
      type: 'redirect',
      to: `${rule.redirect}${location.search ?? ''}${location.hash ?? ''}`,
    };
  }
  if (rule.access === 'public') return ALLOW;
  if (rule.access === 'guestOnly') {
    return auth.signedIn ? { type: 'redirect', to: paths.dashboard.path } : ALLOW;
  }

  if (!auth.signedIn) return { type: 'redirect', to: signInRedirect(location) };
  const pending = auth.pendingPolicies?.[0];
  if (pending && !isPolicyAcceptPage(rule)) {
    return {
      type: 'redirect',
      to: `${paths[acceptPage[pending]].path}?redirect=${encodeURIComponent(fullPath(location))}`,
    };
  }
  if (rule.access === 'superAdmin' && !isSuperAdminClaim(auth.claims)) return DENY_ADMIN;
  if (rule.access === 'superAdmin' && !signedInWithSecondFactor(auth.claims)) {
    return DENY_WITHOUT_SECOND_FACTOR;
  }
  return ALLOW;
}

/** Whether deciding for this route needs the auth state at all (public pages do not wait for it). */
export function needsAuthState(rule: RouteRule): boolean {
  return rule.access !== 'public';
}

function isPolicyAcceptPage(rule: RouteRule): boolean {
  return rule.pathId === acceptPage.terms || rule.pathId === acceptPage.privacy;
}

/** Whether deciding for this route needs the user's policy acceptances (signed-in pages). */
export function needsConsentState(rule: RouteRule): boolean {
  return (rule.access === 'signedIn' || rule.access === 'superAdmin') && !isPolicyAcceptPage(rule);
}

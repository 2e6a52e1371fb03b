import { data, redirect, type MiddlewareFunction, type RouteObject } from 'react-router';
import { loadAuth } from '@/lib/auth/load-auth';
import { mayHoldSession } from '@/lib/auth/may-hold-session';
import { loadConsent } from '@/lib/consent/load-consent';
import {
  decide,
  needsAuthState,
  needsConsentState,
  type GuardAuth,
  type GuardLocation,
} from './decide';
import { pendingNavigationHash } from './pending-navigation';
import type { RouteRule } from './route-rules';

export interface DeniedPayload {
  title: string;
  message: string;
  /** Where the person can fix it, when they can. */
  action?: { label: string; to: string };
}

/**
 * Requests never carry the hash: take it from the router's pending navigation, or from the
 * address bar when it is the same page (the first load).
 */
function locationOf(request: Request): GuardLocation {
  const url = new URL(request.url);
  const sameAsWindow =
    typeof window !== 'undefined' &&
    window.location.pathname === url.pathname &&
    window.location.search === url.search;
  return {
    pathname: url.pathname,
    search: url.search,
    hash:
      pendingNavigationHash(url.pathname, url.search) ?? (sameAsWindow ? window.location.hash : ''),
  };
}

/**
 * The guard of one route, deciding from that route's rule. React Router runs client middleware
 * on every navigation before any loader of the matched routes, so once it throws no page loader
 * or Firestore read runs for someone who may not see the page. It waits for the auth state (and,
 * on signed-in pages, the user's policy acceptances), then applies the pure guard; public pages
 * decide without loading Auth or Firestore at all, and so do the sign-in pages in a browser where
 * nobody has signed in.
 */
export function guardMiddleware(rule: RouteRule): MiddlewareFunction {
  return async ({ request }) => {
    const location = locationOf(request);
    // The sign-in pages turn away a signed-in visitor; in a browser where nobody signed in
    // (the session marker) the visitor is signed out, known without loading Auth.
    const snapshot =
      needsAuthState(rule) && (rule.access !== 'guestOnly' || mayHoldSession())
        ? await (
            await loadAuth()
          ).getAuthSnapshot({ needsSuperAdmin: rule.access === 'superAdmin' })
        : null;
    const auth: GuardAuth = snapshot ?? { signedIn: false };
    const uid = snapshot?.uid;
    if (uid && needsConsentState(rule)) {
      auth.pendingPolicies = await (await loadConsent()).getPendingPolicies(uid);
    }
    const decision = decide(location, rule, auth);
    if (decision.type === 'redirect') throw redirect(decision.to);
    if (decision.type === 'deny') {
      // The payload is the decision's title, message and action (if any).
      const { type: _type, status, ...payload } = decision;
      throw data<DeniedPayload>(payload, { status });
    }
  };
}

/**
 * A guarded route: its `handle` is its rule, and its middleware decides from that same rule.
 * (Middleware arguments do not carry the matched routes, so each route brings its own guard;
 * only the matched route's runs.)
 */
export function guarded<R extends RouteObject>(rule: RouteRule, route: R): R {
  return { ...route, handle: rule, middleware: [guardMiddleware(rule)] };
}

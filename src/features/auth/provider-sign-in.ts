import type { SocialProviderId } from '@/lib/auth/social-providers';
import { loadProviderSignIn } from './load-auth-actions';

/**
 * Set in sessionStorage when a provider sign-in continues as a full-page redirect, so that the
 * page it comes back to knows to finish it, and that only then it loads Auth.
 */
const REDIRECT_PENDING_KEY = 'auth:redirect-pending';

/**
 * Provider sign-in for the buttons of /login and /register, without Auth in their chunk: the
 * SDK's part (provider-sign-in-sdk.ts) loads when it is needed.
 *
 * Signs in with a popup; when the browser blocks popups, continues with a full-page redirect.
 * Returns 'redirecting' in that case (the page is about to unload).
 */
export async function signInWithProvider(
  id: SocialProviderId,
): Promise<'signed-in' | 'redirecting'> {
  return (await loadProviderSignIn()).signInWithProvider(id, () =>
    sessionStorage.setItem(REDIRECT_PENDING_KEY, id),
  );
}

/**
 * After a redirect sign-in, finishes it: only when one was started in this tab, so that every
 * other visit of the page loads no Auth for it.
 */
export async function completeRedirectSignIn(): Promise<boolean> {
  if (!sessionStorage.getItem(REDIRECT_PENDING_KEY)) return false;
  sessionStorage.removeItem(REDIRECT_PENDING_KEY);
  return (await loadProviderSignIn()).finishRedirectSignIn();
}

import {
  browserPopupRedirectResolver,
  getRedirectResult,
  signInWithPopup,
  signInWithRedirect,
} from 'firebase/auth';
import { auth } from '@/lib/auth/auth-service';
import { authErrorCode } from '@/lib/auth/auth-errors';
import { withSecondFactor } from '@/lib/auth/second-factor-prompt';
import { authProvider } from '@/lib/auth/providers';
import type { SocialProviderId } from '@/lib/auth/social-providers';

/**
 * The provider sign-in itself, with Auth's popup and redirect code: loaded through
 * provider-sign-in.ts when a button is used or a redirect comes back (or ahead of that, at the
 * visitor's first move on the page: load-auth-actions.ts).
 *
 * Signs in with a popup; when the browser blocks popups, continues with a full-page redirect.
 * Returns 'redirecting' in that case (the page is about to unload).
 */
export async function signInWithProvider(
  id: SocialProviderId,
  /** Runs just before the page leaves for the provider (provider-sign-in.ts marks the tab). */
  beforeRedirect: () => void,
): Promise<'signed-in' | 'redirecting'> {
  const provider = authProvider(id);
  try {
    await withSecondFactor(() => signInWithPopup(auth, provider, browserPopupRedirectResolver));
    return 'signed-in';
  } catch (error) {
    if (authErrorCode(error) !== 'auth/popup-blocked') throw error;
    beforeRedirect();
    await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
    return 'redirecting';
  }
}

/** Finishes a redirect sign-in this tab started (provider-sign-in.ts checks that first). */
export async function finishRedirectSignIn(): Promise<boolean> {
  const result = await withSecondFactor(() =>
    getRedirectResult(auth, browserPopupRedirectResolver),
  );
  return result !== null;
}

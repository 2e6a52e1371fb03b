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

const REDIRECT_PENDING_KEY = 'auth:redirect-pending';

/**
 * Signs in with a popup; when the browser blocks popups, continues with a full-page redirect.
 * Returns 'redirecting' in that case (the page is about to unload).
 */
export async function signInWithProvider(
  id: SocialProviderId,
): Promise<'signed-in' | 'redirecting'> {
  const provider = authProvider(id);
  try {
    await withSecondFactor(() => signInWithPopup(auth, provider, browserPopupRedirectResolver));
    return 'signed-in';
  } catch (error) {
    if (authErrorCode(error) !== 'auth/popup-blocked') throw error;
    sessionStorage.setItem(REDIRECT_PENDING_KEY, id);
    await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
    return 'redirecting';
  }
}

/** After a redirect sign-in, finishes it (only when one was started, to keep this code idle otherwise). */
export async function completeRedirectSignIn(): Promise<boolean> {
  if (!sessionStorage.getItem(REDIRECT_PENDING_KEY)) return false;
  sessionStorage.removeItem(REDIRECT_PENDING_KEY);
  const result = await withSecondFactor(() =>
    getRedirectResult(auth, browserPopupRedirectResolver),
  );
  return result !== null;
}

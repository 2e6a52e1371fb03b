import { isSuperAdminClaim } from '@contracts/claims';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  onIdTokenChanged,
  signInWithCustomToken,
  signOut,
  validatePassword,
  type User,
} from 'firebase/auth';
import toast from 'react-hot-toast';
import { env, firebaseApp } from '../firebase/app';
import { authErrorMessage, shouldSignOut } from './auth-errors';
import { useAuthStore, type AuthUser } from './auth-store';
import { DEFAULT_PASSWORD_POLICY, policyFromServer, type PasswordPolicy } from './password-policy';
import { createSessionSync, postSession } from './session-sync';
import {
  clearSupportView,
  readSupportView,
  tabNavigation,
  writeSupportView,
} from './session-marker';

/** Whether this tab is a support view (view as user): its session lives in this tab alone. */
const supportView = readSupportView();

/**
 * Firebase Auth for the whole app, loaded on demand (never in the landing page's first bytes).
 * `initializeAuth` without a popup/redirect resolver keeps that code out until a provider
 * button is pressed (features/auth/provider-sign-in.ts passes the resolver then).
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: supportView
    ? [browserSessionPersistence]
    : [indexedDBLocalPersistence, browserLocalPersistence],
});
if (env.emulators) {
  connectAuthEmulator(auth, `http://${env.emulators.host}:${env.emulators.authPort}`, {
    disableWarnings: true,
  });
  // The emulator takes any app verification: the SDK's test mode stands in for the reCAPTCHA
  // that guards SMS codes (second-factor.ts), which could not load from Google here.
  auth.settings.appVerificationDisabledForTesting = true;
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((p) => p.providerId),
    createdAt: user.metadata.creationTime ?? null,
    lastSignInAt: user.metadata.lastSignInTime ?? null,
  };
}

/**
 * SPEC §8: user-disabled and user-token-expired sign the user out, with a message. Several
 * listeners can hit the same failure at once: one toast (by id), and never a rejection.
 */
export async function handleAuthFailure(error: unknown): Promise<void> {
  try {
    if (shouldSignOut(error)) {
      toast.error(authErrorMessage(error), { id: 'auth-failure' });
      await signOut(auth);
      return;
    }
    console.warn('Auth background task failed', error);
  } catch (failure) {
    console.warn('Signing out after an auth failure failed', failure);
  }
}

/**
 * A support view's first load signs in as the user with the view's token, in this tab's storage
 * only. If it cannot (expired, the account changed), the tab goes back to being the admin's.
 */
async function startSupportView(): Promise<void> {
  if (!supportView?.token) return;
  const { token, ...rest } = supportView;
  writeSupportView(rest);
  try {
    await signInWithCustomToken(auth, token);
  } catch (error) {
    console.warn('The support view could not start', error);
    clearSupportView();
    tabNavigation.reload(rest.returnTo);
  }
}
const supportViewStarted = startSupportView();

onIdTokenChanged(auth, async (user) => {
  if (!user) {
    // A support view starting: the empty tab is about to sign in as the viewed user.
    await supportViewStarted;
    if (auth.currentUser) return;
    useAuthStore.setState({ status: 'signedOut', user: null, claims: {} });
    return;
  }
  try {
    const { claims } = await user.getIdTokenResult();
    useAuthStore.setState({ status: 'signedIn', user: toAuthUser(user), claims });
  } catch (error) {
    await handleAuthFailure(error);
  }
});

const syncSession = createSessionSync({
  post: postSession,
  marker: localStorage,
  onSessionEnded: () =>
    toast('Your session has ended. Please sign in again.', { id: 'session-ended' }),
});
// A support view never posts its token: the cookie stays the browser's own session's.
if (!supportView) {
  onAuthStateChanged(auth, (user) => {
    syncSession(user).catch(handleAuthFailure);
  });
}

/** Refreshes the stored profile after `updateProfile` (which fires no auth event). */
export function refreshAuthUser(): void {
  const user = auth.currentUser;
  if (user) useAuthStore.setState({ user: toAuthUser(user) });
}

export interface AuthSnapshot {
  signedIn: boolean;
  uid: string | null;
  claims: Record<string, unknown>;
}

/**
 * The auth state the guard decides on, once Auth has restored any persisted session. When an
 * admin page is asked for and the cached token lacks the claim, the token is refreshed first,
 * so a newly granted super admin gets in without signing out (one token request per denied
 * admin navigation, never a loop).
 */
export async function getAuthSnapshot(
  options: { needsSuperAdmin?: boolean } = {},
): Promise<AuthSnapshot> {
  await supportViewStarted;
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return { signedIn: false, uid: null, claims: {} };
  try {
    let { claims } = await user.getIdTokenResult();
    if (options.needsSuperAdmin && !isSuperAdminClaim(claims)) {
      ({ claims } = await user.getIdTokenResult(true));
    }
    return { signedIn: true, uid: user.uid, claims };
  } catch (error) {
    await handleAuthFailure(error);
    const still = auth.currentUser;
    return still
      ? { signedIn: true, uid: still.uid, claims: {} }
      : { signedIn: false, uid: null, claims: {} };
  }
}

export async function signOutUser(): Promise<void> {
  await signOut(auth);
  if (supportView) {
    // Signing out of a support view is leaving it: the tab is the admin's again.
    clearSupportView();
    tabNavigation.reload(supportView.returnTo);
  }
}

/**
 * The server's password policy (SPEC §5). A project may have none: then the default policy
 * (minimum length 6) applies. The Auth emulator has no policy either (it answers the request with
 * 501, which the browser logs as an error on the register page), so it is not asked.
 */
export async function fetchPasswordPolicy(): Promise<PasswordPolicy> {
  if (env.emulators) return DEFAULT_PASSWORD_POLICY;
  try {
    const status = await validatePassword(auth, '');
    return policyFromServer(status.passwordPolicy.customStrengthOptions);
  } catch {
    return DEFAULT_PASSWORD_POLICY;
  }
}

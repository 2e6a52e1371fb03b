import { expect, type Page } from '@playwright/test';
import { EMULATOR_API_KEY } from '../../scripts/lib/auth-emulator-mfa';
import { SESSION_MARKER_KEY } from '../../src/lib/auth/may-hold-session';
import { signInTokens } from './emulators';

/** Where the web SDK keeps its user (the app's default Firebase app). */
const userKey = `firebase:authUser:${EMULATOR_API_KEY}:[DEFAULT]`;

/**
 * Opens `path` as `who`, signed in without the login form: for specs whose subject comes after
 * signing in. It signs in over REST (with the texted code for an account with two-step
 * verification) and leaves the user where the web SDK looks for a returning one, with the marker
 * the app leaves at a sign-in. The app then starts signed in, checks the account with Auth and
 * posts its session as after any sign-in. The form itself is what `signIn` (ui.ts) goes
 * through, in the specs about signing in, redirects, sessions and disabled accounts.
 */
export async function openSignedIn(
  page: Page,
  who: { email: string; password: string },
  path: string,
): Promise<void> {
  const { uid, idToken, refreshToken } = await signInTokens(who.email, who.password);
  // The SDK checks the user with Auth before it trusts them: only what it needs to ask is here.
  const user = {
    uid,
    email: who.email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: { refreshToken, accessToken: idToken, expirationTime: Date.now() + 3_600_000 },
  };
  // A plain file on the site's origin: its storage, without starting the app. The marker is what
  // the app leaves at a sign-in: a public page then starts Auth to find the user.
  await page.goto('/robots.txt');
  await page.evaluate(
    async ({ key, value, marker }) => {
      // A user signed in before in this browser would come first (IndexedDB): it goes.
      await new Promise((done) => {
        const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
        request.onsuccess = request.onerror = request.onblocked = done;
      });
      localStorage.setItem(key, value);
      localStorage.setItem(marker, '1');
    },
    { key: userKey, value: JSON.stringify(user), marker: SESSION_MARKER_KEY },
  );
  await page.goto(path);
  // The SDK moves a user it finds there into IndexedDB as it starts: then the app has it.
  const waiting = () =>
    page.evaluate((key) => localStorage.getItem(key) !== null, userKey).catch(() => true);
  await expect.poll(waiting, { timeout: 20_000 }).toBe(false);
}

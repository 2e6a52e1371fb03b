import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  updateProfile,
} from 'firebase/auth';
import { auth, refreshAuthUser } from '@/lib/auth/auth-service';
import { authErrorCode } from '@/lib/auth/auth-errors';
import { withSecondFactor } from '@/lib/auth/second-factor-prompt';
import { hrefs, paths } from '@/config/paths';

/** Signs in, asking for the SMS code when the account has two-step verification. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await withSecondFactor(() => signInWithEmailAndPassword(auth, email, password));
}

export async function registerWithPassword(input: {
  email: string;
  password: string;
  displayName?: string;
}): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
  if (!input.displayName) return;
  try {
    await updateProfile(user, { displayName: input.displayName });
    refreshAuthUser();
  } catch (error) {
    // The account exists and is signed in: failing here would leave the visitor on the sign-up
    // form, whose next try says the email is taken. The name can be set on /profile.
    console.warn('The display name could not be saved at sign-up', error);
  }
}

/**
 * Sends the reset mail. An unknown address is answered like a known one, so the form cannot be
 * used to find out who has an account.
 */
export async function requestPasswordReset(
  email: string,
  redirect: string | null = null,
): Promise<void> {
  try {
    // After choosing a new password, sign-in continues to where the visitor was going.
    await sendPasswordResetEmail(auth, email, {
      url: `${location.origin}${hrefs.withRedirect(paths.login.path, redirect)}`,
    });
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

export async function sendEmailSignInLink(email: string, redirect: string | null): Promise<void> {
  await sendSignInLinkToEmail(auth, email, {
    url: `${location.origin}${hrefs.withRedirect(paths.login.path, redirect)}`,
    handleCodeInApp: true,
  });
}

// One attempt per link: a link is single-use, and React's StrictMode runs effects twice.
const linkSignIns = new Map<string, Promise<void>>();

export function completeEmailLinkSignIn(email: string, href: string): Promise<void> {
  const key = `${email}\n${href}`;
  let attempt = linkSignIns.get(key);
  if (!attempt) {
    attempt = withSecondFactor(() => signInWithEmailLink(auth, email, href)).then(() => undefined);
    linkSignIns.set(key, attempt);
    // A failed attempt (say, a mistyped email) may be tried again.
    attempt.catch(() => linkSignIns.delete(key));
  }
  return attempt;
}

import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  TwitterAuthProvider,
  type AuthProvider,
  type User,
} from 'firebase/auth';
import { withSecondFactor } from './second-factor-prompt';
import type { SocialProviderId } from './social-providers';

/** The SDK provider of each social provider in the list (social-providers.ts), by its id. */
const providerFactories: Record<SocialProviderId, () => AuthProvider> = {
  'google.com': () => new GoogleAuthProvider(),
  'github.com': () => new GithubAuthProvider(),
  'facebook.com': () => new FacebookAuthProvider(),
  'twitter.com': () => new TwitterAuthProvider(),
};

export function authProvider(id: SocialProviderId): AuthProvider {
  return providerFactories[id]();
}

/**
 * Confirms the signed-in user with their current password (before a sensitive change), and
 * their SMS code when they have two-step verification.
 */
export async function reauthenticateWithPassword(user: User, password: string): Promise<void> {
  const email = user.email;
  if (!email) throw Object.assign(new Error('No email'), { code: 'auth/missing-email' });
  await withSecondFactor(() =>
    reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password)),
  );
}

/** Confirms the signed-in user through their sign-in provider's window (and SMS code, if set). */
export async function reauthenticateWithProvider(user: User, id: SocialProviderId): Promise<void> {
  await withSecondFactor(() =>
    reauthenticateWithPopup(user, authProvider(id), browserPopupRedirectResolver),
  );
}

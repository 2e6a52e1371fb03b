import {
  EmailAuthProvider,
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  TwitterAuthProvider,
  type AuthProvider,
  type User,
} from 'firebase/auth';
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

/** Confirms the signed-in user with their current password (before a sensitive change). */
export async function reauthenticateWithPassword(user: User, password: string): Promise<void> {
  if (!user.email) throw Object.assign(new Error('No email'), { code: 'auth/missing-email' });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

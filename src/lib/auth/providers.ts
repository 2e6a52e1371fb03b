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

/** The social sign-in providers, by Firebase provider id (sign-in, linking, re-authentication). */
const providerFactories = {
  'google.com': () => new GoogleAuthProvider(),
  'github.com': () => new GithubAuthProvider(),
  'facebook.com': () => new FacebookAuthProvider(),
  'twitter.com': () => new TwitterAuthProvider(),
} as const satisfies Record<string, () => AuthProvider>;

export type SocialProviderId = keyof typeof providerFactories;

export function isSocialProvider(providerId: string): providerId is SocialProviderId {
  return Object.hasOwn(providerFactories, providerId);
}

export function authProvider(id: SocialProviderId): AuthProvider {
  return providerFactories[id]();
}

/** Confirms the signed-in user with their current password (before a sensitive change). */
export async function reauthenticateWithPassword(user: User, password: string): Promise<void> {
  if (!user.email) throw Object.assign(new Error('No email'), { code: 'auth/missing-email' });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

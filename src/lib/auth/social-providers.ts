/**
 * The social sign-in providers, the one list: Firebase provider id and the name the app shows,
 * in the order the app offers them. Sign-in buttons, linking on the profile, re-authentication
 * and the names of sign-in methods all read it. Plain data, no SDK: the dashboard names sign-in
 * methods without loading the provider classes (their factories are in providers.ts).
 */
export const SOCIAL_PROVIDERS = [
  { id: 'google.com', name: 'Google' },
  { id: 'github.com', name: 'GitHub' },
  { id: 'facebook.com', name: 'Facebook' },
  { id: 'twitter.com', name: 'X (Twitter)' },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]['id'];

export const SOCIAL_PROVIDER_IDS: readonly SocialProviderId[] = SOCIAL_PROVIDERS.map((p) => p.id);

export function isSocialProvider(providerId: string): providerId is SocialProviderId {
  return SOCIAL_PROVIDERS.some((p) => p.id === providerId);
}

/** Names of the other sign-in methods Auth reports (`providerData[].providerId`). */
const otherMethodNames = new Map([
  ['password', 'Email and password'],
  ['emailLink', 'Email link'],
]);

/** A sign-in method's name for people: a social provider's, email and password's, else the id. */
export function signInMethodName(providerId: string): string {
  return (
    SOCIAL_PROVIDERS.find((p) => p.id === providerId)?.name ??
    otherMethodNames.get(providerId) ??
    providerId
  );
}

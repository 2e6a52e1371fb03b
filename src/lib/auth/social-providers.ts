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

/** Every sign-in method Auth reports (`providerData[].providerId`), with its name for people. */
export const SIGN_IN_METHODS: readonly { id: string; name: string }[] = [
  { id: 'password', name: 'Email and password' },
  ...SOCIAL_PROVIDERS,
  { id: 'emailLink', name: 'Email link' },
];

/** A sign-in method's name for people: a known method's, else the id. */
export function signInMethodName(providerId: string): string {
  return SIGN_IN_METHODS.find((p) => p.id === providerId)?.name ?? providerId;
}

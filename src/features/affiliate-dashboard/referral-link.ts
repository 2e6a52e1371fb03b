export interface UtmFields {
  source: string;
  medium: string;
  campaign: string;
}

/** The affiliate's link to `path`, with the UTM fields that are filled in. */
export function buildReferralLink(
  origin: string,
  username: string,
  path = '/',
  utm?: UtmFields,
): string {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, origin);
  url.searchParams.set('ref', username);
  const entries: [string, string | undefined][] = [
    ['utm_source', utm?.source],
    ['utm_medium', utm?.medium],
    ['utm_campaign', utm?.campaign],
  ];
  for (const [key, value] of entries) {
    if (value?.trim()) url.searchParams.set(key, value.trim());
  }
  return url.toString();
}

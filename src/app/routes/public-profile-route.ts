import type { PublicProfileDoc } from '@contracts/profile';
import { data, type LoaderFunctionArgs } from 'react-router';
import { PUBLIC_PROFILE_PATTERN } from '@/config/paths';
import { takeServedProfile } from './public-profile-served';

/**
 * `/:handle` catches one-segment paths; only `@username` ones are public profiles (exempt from
 * the guard). Anything else, and a username nobody holds, is a 404. The page's HTML carries the
 * profile when the `publicPage` function rendered it; otherwise Firestore loads only here (a
 * dynamic import), so the landing page's first bytes do not carry it.
 */
export async function publicProfileLoader({
  request,
}: LoaderFunctionArgs): Promise<{ profile: PublicProfileDoc }> {
  const match = PUBLIC_PROFILE_PATTERN.exec(new URL(request.url).pathname.replace(/\/+$/, ''));
  const username = match?.[1];
  if (!username) throw data(null, { status: 404 });
  const served = takeServedProfile(username);
  if (served) return { profile: served };
  const { fetchPublicProfile } = await import('./public-profile-source');
  const profile = await fetchPublicProfile(username);
  if (!profile) throw data(null, { status: 404 });
  return { profile };
}

import type { PublicProfileDoc } from '@contracts/profile';

/** The id of the JSON block that carries the profile `/@username` was rendered with. */
export const PROFILE_DATA_ID = 'public-profile';

let serverProfile: PublicProfileDoc | null = null;

/**
 * Server rendering only (src/prerender/server-entry.tsx): the profile the `publicPage` function
 * read, answered to the route's loader instead of Firestore. `null` when done.
 */
export function serveProfile(profile: PublicProfileDoc | null): void {
  serverProfile = profile;
}

/** The profile in this page's HTML, if the server rendered it with one. */
export function readServedProfile(): PublicProfileDoc | null {
  if (serverProfile) return serverProfile;
  const json = typeof document === 'undefined' ? null : document.getElementById(PROFILE_DATA_ID);
  if (!json?.textContent) return null;
  try {
    return JSON.parse(json.textContent) as PublicProfileDoc;
  } catch {
    return null;
  }
}

let taken = false;

/**
 * For the loader: the served profile of `username`, once. The page's first load needs no read;
 * a later visit in the same tab (the person may have edited it since) reads it afresh.
 */
export function takeServedProfile(username: string): PublicProfileDoc | null {
  if (serverProfile) return serverProfile.username === username ? serverProfile : null;
  if (taken) return null;
  taken = true;
  const served = readServedProfile();
  return served?.username === username ? served : null;
}

import { profilePageMeta, withPageHead } from '../../contracts/page-head';
import { PUBLIC_CONTENT_CACHE_CONTROL } from '../../contracts/public-content';
import type { PublicProfileDoc } from '../../contracts/profile';
import { plain, type PageAnswer } from './answer-page';
import type { PublicPagesKit } from './kit';

/**
 * SPEC §2's `/@username` (lowercase letters, digits, underscores; an affiliate's name may be
 * longer than a public username's 30): as the app's PUBLIC_PROFILE_PATTERN, case aside.
 */
const PROFILE_PATH = /^\/@([A-Za-z0-9_]{1,40})$/;

export interface ProfilePageRequest {
  pathname: string;
  search: string;
  /** publicProfiles/{username}: only what its owner made public; null when there is none. */
  readProfile: (username: string) => Promise<PublicProfileDoc | null>;
  siteUrl: string;
}

/** The app's shell with status 404: the app shows its Page Not Found. */
const notFound = (kit: PublicPagesKit): PageAnswer => ({
  status: 404,
  cacheControl: PUBLIC_CONTENT_CACHE_CONTROL,
  body: kit.shell,
  html: true,
});

/**
 * What the `publicPage` function answers for `/@username`: the public profile rendered (its
 * name in the title, description and link-preview tags, its card in the markup), or a 404 for a
 * name that has no public profile. Usernames are lowercase: `/@Ada` is sent to `/@ada`, the
 * one address search engines should know. When the renderer fails, the shell with
 * the profile's head still names the person, and the app draws the card.
 */
export async function answerProfilePage(
  kit: PublicPagesKit | null,
  { pathname, search, readProfile, siteUrl }: ProfilePageRequest,
): Promise<PageAnswer> {
  if (!kit) {
    return {
      ...plain(503, 'Please try again.'),
      problem: 'the public pages kit is missing: build the web app before the functions',
    };
  }
  const match = PROFILE_PATH.exec(pathname);
  if (!match) return notFound(kit);
  const handle = match[1] ?? '';
  const username = handle.toLowerCase();
  if (username !== handle) {
    return {
      status: 301,
      cacheControl: PUBLIC_CONTENT_CACHE_CONTROL,
      body: 'Moved',
      location: `/@${username}${search}`,
    };
  }
  let profile: PublicProfileDoc | null;
  try {
    profile = await readProfile(username);
  } catch (error) {
    return {
      ...plain(503, 'Please try again.'),
      problem: `reading the profile failed: ${String(error)}`,
    };
  }
  if (!profile) return notFound(kit);
  try {
    const body = await kit.renderProfile({ profile, siteUrl });
    return { status: 200, cacheControl: PUBLIC_CONTENT_CACHE_CONTROL, body };
  } catch (error) {
    return {
      status: 200,
      cacheControl: 'no-store',
      body: withPageHead(kit.shell, profilePageMeta(profile), siteUrl),
      problem: `rendering the profile failed: ${String(error)}`,
    };
  }
}

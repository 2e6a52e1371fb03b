import type { PublicProfileDoc } from './profile';

/**
 * What a public page's HTML head says about it to search engines and link previews: its
 * canonical address, Open Graph and Twitter card tags, its own title and description. Written
 * by the build (src/prerender, every public page) and by the `publicPage` function (the data
 * pages and `/@username`), so both sides share this one module. Zod-free: public pages load it.
 */

export const SITE_NAME = 'Parley';

/** public/og-image.png (scripts/og-image.ts draws it): the large card every public page shows. */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Parley: team workspaces with roles, invitations and billing',
} as const;

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path: its canonical address is the site's URL and this path (no query). */
  path: string;
  /** Open Graph's type: a public profile is a `profile`, every other page a `website`. */
  type?: 'website' | 'profile';
  /** A profile's username (`profile:username`). */
  username?: string;
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** `https://x.example/` → `https://x.example`; none (a build without VITE_SITE_URL): root-relative. */
const origin = (siteUrl: string | undefined) => (siteUrl ?? '').trim().replace(/\/+$/, '');

/** The page's canonical URL on the site (absolute when the site's URL is known). */
export const canonicalUrl = (siteUrl: string | undefined, path: string) =>
  `${origin(siteUrl)}${path}`;

/** The head tags of a page, after its <title>: canonical link, Open Graph and Twitter card. */
export function pageHeadTags(meta: PageMeta, siteUrl: string | undefined): string {
  const url = canonicalUrl(siteUrl, meta.path);
  const image = canonicalUrl(siteUrl, OG_IMAGE.path);
  const property = (name: string, value: string | number) =>
    `<meta property="${name}" content="${escapeHtml(String(value))}">`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', SITE_NAME),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:width', OG_IMAGE.width),
    property('og:image:height', OG_IMAGE.height),
    property('og:image:alt', OG_IMAGE.alt),
    ...(meta.username ? [property('profile:username', meta.username)] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
  ].join('');
}

/**
 * The built shell (index.html) with the page's head: its title, its description (the shell's one
 * line `<meta name="description" …>` replaced), and the tags of `pageHeadTags` after the title.
 * Replacers are functions: a replacement string would expand `$&`, `$'`… written in the text.
 */
export function withPageHead(shell: string, meta: PageMeta, siteUrl: string | undefined): string {
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('The shell has no <title>');
  return shell
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(meta.title)}</title>${pageHeadTags(meta, siteUrl)}`,
    )
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}"`,
    );
}

/** Descriptions longer than this are cut (search results show about this much). */
const DESCRIPTION_MAX = 200;

/**
 * `/@username`'s head, in the app and from the `publicPage` function alike: the person's name,
 * and their bio when they made it public (the profile holds nothing else).
 */
export function profilePageMeta(
  profile: Pick<PublicProfileDoc, 'username' | 'displayName' | 'bio'>,
): PageMeta {
  const about = `${profile.displayName} (@${profile.username}) on ${SITE_NAME}.`;
  const bio = profile.bio?.replace(/\s+/g, ' ').trim();
  // By code points, so no emoji is cut in half.
  const description = [...(bio ? `${about} ${bio}` : about)];
  return {
    title: `${profile.displayName} (@${profile.username})`,
    description:
      description.length > DESCRIPTION_MAX
        ? `${description
            .slice(0, DESCRIPTION_MAX - 1)
            .join('')
            .trimEnd()}…`
        : description.join(''),
    path: `/@${profile.username}`,
    type: 'profile',
    username: profile.username,
  };
}

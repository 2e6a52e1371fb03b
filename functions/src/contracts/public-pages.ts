import type { PublicProfileDoc } from './profile';

/**
 * The public pages that show data (the plans, the programme's terms, the policies) are rendered
 * with that data by the `publicPage` function behind a Hosting rewrite, so their content is in
 * the first HTML, like the static pages'. The web build writes the kit the function renders
 * with into `functions/public-pages/` (scripts/lib/prerender-plugin.ts): the server bundle of
 * src/prerender/server-entry.tsx, the built shell, and each page's static fallback.
 */

/** The kit's folder, relative to the functions package. */
export const PUBLIC_PAGES_KIT_DIR = 'public-pages';

export const publicPagesKitFiles = {
  /** The server bundle (ESM), which implements `PublicPageRenderer`. */
  renderer: 'server/server-entry.mjs',
  /** The built index.html: the shell each page is written into. */
  shell: 'shell.html',
  /** The page as the build rendered it, before any data: served when rendering fails. */
  fallback: (pathname: string) => `fallback${pathname}.html`,
};

/** Every path the function renders: each has a rewrite in firebase.json. */
export const DATA_PAGE_PATHS = [
  '/pricing',
  '/terms-and-conditions',
  '/privacy-policy',
  '/affiliate/agreement',
  '/affiliate/program',
  '/affiliate/join',
] as const;

/** Answers a public content path (`/api/public/...`, with its query) as its JSON body would. */
export type PublicContentReader = (path: string) => Promise<unknown>;

export interface PublicPageRenderer {
  /**
   * The page's whole HTML with its data, or null when `pathname` is not a data page. `siteUrl`:
   * the site's address, for the canonical link and link-preview tags (contracts/page-head.ts).
   */
  renderPublicPage(input: {
    pathname: string;
    search: string;
    shell: string;
    read: PublicContentReader;
    siteUrl: string;
  }): Promise<string | null>;
  /** `/@username`'s whole HTML: the public profile rendered, with its head and its data. */
  renderProfilePage(input: {
    profile: PublicProfileDoc;
    shell: string;
    siteUrl: string;
  }): Promise<string>;
}

/**
 * The public pages a crawler should find, in sitemap.xml beside every public profile
 * (`/@username`). The path table's public pages without parameters
 * (src/config/paths.test.ts checks the two agree).
 */
export const SITEMAP_PATHS = [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/affiliate/program',
  '/affiliate/join',
  '/affiliate/apply',
  '/affiliate/agreement',
  '/privacy-policy',
  '/terms-and-conditions',
  '/delete-data',
] as const;

/** The most URLs one sitemap file may list (sitemaps.org): beyond, a sitemap index is needed. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * sitemap.xml changes when someone takes a username: an hour's CDN cache spares reading every
 * profile's id on each crawl (firebase.json sets the same on its rewrite).
 */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';

/** Paths robots.txt asks crawlers to leave alone: the signed-in app and the API. */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/dashboard',
  '/profile',
  '/company',
  '/affiliate/dashboard',
  '/api/',
] as const;

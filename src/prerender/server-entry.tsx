import { profilePageMeta } from '@contracts/page-head';
import { DATA_PAGE_PATHS, type PublicPageRenderer } from '@contracts/public-pages';
import { hrefs } from '@/config/paths';
import { PROFILE_DATA_ID, serveProfile } from '@/app/routes/public-profile-served';
import { fillShell } from './fill-shell';
import { oneAtATime } from './one-at-a-time';
import { QUERY_STATE_ID } from './query-state-id';
import { prerenderedPages, renderPage, type PrerenderedPage } from './render-page';
import { renderWithData } from './render-with-data';

/**
 * The server bundle of the public pages (built by scripts/lib/prerender-plugin.ts into the
 * functions package). The build renders every public page with it; the `publicPage` function
 * renders the pages that show data with that data, and public profiles, on each request.
 */
export { prerenderedPages };

const isDataPage = (pathname: string) => (DATA_PAGE_PATHS as readonly string[]).includes(pathname);

/** The page as the build renders it: before any data (a data page's loading state). */
export async function renderStaticDocument(
  shell: string,
  page: PrerenderedPage,
  siteUrl: string | undefined,
) {
  return {
    html: fillShell(shell, page, await renderPage(page.path), siteUrl),
    /** A data page is served by the function (this HTML is its fallback), the others by Hosting. */
    dataPage: isDataPage(page.path),
  };
}

export const renderPublicPage: PublicPageRenderer['renderPublicPage'] = async ({
  pathname,
  search,
  shell,
  read,
  siteUrl,
}) => {
  const page = prerenderedPages.find((entry) => entry.path === pathname);
  if (!page || !isDataPage(pathname)) return null;
  const { markup, queryState } = await renderWithData(`${pathname}${search}`, read);
  // The data is in the page: nothing to preload.
  return fillShell(shell, { ...page, preloads: [] }, markup, siteUrl, {
    [QUERY_STATE_ID]: queryState,
  });
};

/**
 * `/@username` with the profile the function read: the route's loader gets it instead of reading
 * Firestore, and the page carries it, so the browser's first render is this markup.
 */
export const renderProfilePage: PublicPageRenderer['renderProfilePage'] = ({
  profile,
  shell,
  siteUrl,
}) =>
  oneAtATime(async () => {
    serveProfile(profile);
    try {
      const markup = await renderPage(hrefs.publicProfile(profile.username));
      return fillShell(shell, { ...profilePageMeta(profile), preloads: [] }, markup, siteUrl, {
        [PROFILE_DATA_ID]: profile,
      });
    } finally {
      serveProfile(null);
    }
  });

import { DATA_PAGE_PATHS, type PublicPageRenderer } from '@contracts/public-pages';
import { fillShell } from './fill-shell';
import { prerenderedPages, renderPage, type PrerenderedPage } from './render-page';
import { renderWithData } from './render-with-data';

/**
 * The server bundle of the public pages (built by scripts/lib/prerender-plugin.ts into the
 * functions package). The build renders every public page with it; the `publicPage` function
 * renders the pages that show data with that data on each request.
 */
export { prerenderedPages };

const isDataPage = (pathname: string) => (DATA_PAGE_PATHS as readonly string[]).includes(pathname);

/** The page as the build renders it: before any data (a data page's loading state). */
export async function renderStaticDocument(shell: string, page: PrerenderedPage) {
  return {
    html: fillShell(shell, page, await renderPage(page.path)),
    /** A data page is served by the function (this HTML is its fallback), the others by Hosting. */
    dataPage: isDataPage(page.path),
  };
}

export const renderPublicPage: PublicPageRenderer['renderPublicPage'] = async ({
  pathname,
  search,
  shell,
  read,
}) => {
  const page = prerenderedPages.find((entry) => entry.path === pathname);
  if (!page || !isDataPage(pathname)) return null;
  const { markup, queryState } = await renderWithData(`${pathname}${search}`, read);
  // The data is in the page: nothing to preload.
  return fillShell(shell, { ...page, preloads: [] }, markup, queryState);
};

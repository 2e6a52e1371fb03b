import { PUBLIC_CONTENT_CACHE_CONTROL } from '../../contracts/public-content';
import type { PublicContentReader } from '../../contracts/public-pages';
import type { PublicPagesKit } from './kit';

export interface PageAnswer {
  status: number;
  cacheControl: string;
  /** HTML when `status` is 200 or `html` says so; a short plain-text reason otherwise. */
  body: string;
  /** The body is a page (the app's shell for a 404), not a plain-text reason. */
  html?: boolean;
  /** Where a redirect (301) sends the visitor. */
  location?: string;
  /** Why the page went out without its data (logged), if it did. */
  problem?: string;
}

export const plain = (status: number, body: string): PageAnswer => ({
  status,
  cacheControl: 'no-store',
  body,
});

/**
 * What the `publicPage` function answers for a data page: rendered with its data (cached by the
 * CDN), else the build's render of it without data, which reads its data in the browser. That
 * one says `no-store`, which holds for direct calls; behind Hosting, firebase.json's header rule
 * for the data pages sets the cache of every answer (docs/ARCHITECTURE.md, Production hosting).
 */
export async function answerPublicPage(
  kit: PublicPagesKit | null,
  request: { pathname: string; search: string; read: PublicContentReader; siteUrl: string },
): Promise<PageAnswer> {
  if (!kit) {
    return {
      ...plain(503, 'Please try again.'),
      problem: 'the public pages kit is missing: build the web app before the functions',
    };
  }
  try {
    const html = await kit.render(request);
    if (html === null) return plain(404, 'Not found');
    return { status: 200, cacheControl: PUBLIC_CONTENT_CACHE_CONTROL, body: html };
  } catch (error) {
    const problem = `rendering with data failed: ${String(error)}`;
    const fallback = await kit.fallback(request.pathname);
    if (fallback === null) return { ...plain(404, 'Not found'), problem };
    return { status: 200, cacheControl: 'no-store', body: fallback, problem };
  }
}

import { useEffect } from 'react';
import { useMatches, type UIMatch } from 'react-router';
import { paths, type PathId } from '@/config/paths';
import { site } from '@/config/site';

export interface RouteHandle {
  pathId?: PathId;
}

/** The path-table entry of the deepest matched route that names one. */
export const matchedPathId = (matches: readonly UIMatch[]): PathId | undefined =>
  (
    matches.findLast((match) => (match.handle as RouteHandle | undefined)?.pathId)?.handle as
      RouteHandle | undefined
  )?.pathId;

/**
 * A page's title and description, set by a page that knows better than its route (an error
 * page, a public profile). It runs after the route's own (the effects of the page come last).
 */
export function setDocumentMeta(title: string, description: string = site.description): void {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Sets document.title from the deepest route that names a path entry, on every navigation. The
 * description and the link-preview tags follow from head-sync.tsx, which loads after the first
 * render: their words would weigh on the landing page's entry chunk.
 */
export function DocumentTitle() {
  const matches = useMatches();
  useEffect(() => {
    const pathId = matchedPathId(matches);
    if (pathId) document.title = paths[pathId].title;
  }, [matches]);
  return null;
}

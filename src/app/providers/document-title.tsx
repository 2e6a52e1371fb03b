import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { paths, type PathId } from '@/config/paths';
import { site } from '@/config/site';

export interface RouteHandle {
  pathId?: PathId;
}

/**
 * The page's title and description. Every page sets both: one without a description of its own
 * gets the site's, never the one of the page before it.
 */
export function setDocumentMeta(title: string, description: string = site.description): void {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** Sets document.title (and the description) from the deepest route that names a path entry. */
export function DocumentTitle() {
  const matches = useMatches();
  useEffect(() => {
    for (const match of [...matches].reverse()) {
      const handle = match.handle as RouteHandle | undefined;
      if (handle?.pathId) {
        const entry: { title: string; description?: string } = paths[handle.pathId];
        setDocumentMeta(entry.title, entry.description);
        return;
      }
    }
  }, [matches]);
  return null;
}

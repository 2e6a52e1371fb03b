import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { paths, type PathId } from '@/config/paths';

export interface RouteHandle {
  pathId?: PathId;
}

export function setDocumentMeta(title: string, description?: string): void {
  document.title = title;
  if (description) {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }
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

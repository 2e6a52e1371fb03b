import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageDescriptions } from '@/config/page-descriptions';
import { site } from '@/config/site';
import { matchedPathId } from './document-title';

const setContent = (selector: string, value: string) =>
  document.head.querySelector(selector)?.setAttribute('content', value);

/**
 * A public page's HTML carries its canonical link and link-preview tags
 * (functions/src/contracts/page-head.ts). After a client-side navigation they follow the new
 * page: its address, title and description. A page served without them (the app shell) gets
 * none: they are for the pages a crawler may index.
 */
export function syncPageHeadTags(pathname: string): void {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  // On the canonical link's own origin: the site's configured address, not this tab's host.
  const url = new URL(pathname, canonical.href).href;
  canonical.href = url;
  setContent('meta[property="og:url"]', url);
  const description =
    document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  for (const prefix of ['meta[property="og:', 'meta[name="twitter:']) {
    setContent(`${prefix}title"]`, document.title);
    setContent(`${prefix}description"]`, description);
  }
}

/**
 * Every navigation resets the description to the new page's own (or the site's): never the
 * previous page's. Pages that know better (an error page, a public profile) set theirs in their
 * own effects, which run after this one. Then, once those effects have run, the link-preview
 * tags follow the title and description.
 */
export function HeadSync() {
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    const pathId = matchedPathId(matches);
    if (pathId)
      setContent('meta[name="description"]', pageDescriptions[pathId] ?? site.description);
    const frame = requestAnimationFrame(() => syncPageHeadTags(pathname));
    return () => cancelAnimationFrame(frame);
  }, [matches, pathname]);
  return null;
}

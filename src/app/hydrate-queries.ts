import { hydrate } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/**
 * Puts the data a page was rendered with (the `publicPage` function's JSON block, see
 * src/prerender/fill-shell.ts) into the query cache, so the first render in the browser shows
 * what the HTML shows. Loaded only by a page that carries data.
 */
export function hydrateQueries(json: string): void {
  try {
    hydrate(queryClient, JSON.parse(json));
  } catch (error) {
    // Unreadable data is not fatal: the page reads its data itself, as a static page does.
    console.error('The page data could not be read:', error);
  }
}

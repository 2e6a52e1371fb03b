import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { readPublicContentWith } from '@/lib/public-content';
import { queryClient } from '@/lib/query-client';
import { oneAtATime } from './one-at-a-time';
import { renderPage } from './render-page';

/** Whether every reader of the query turned it off (`enabled: false`, or a function saying so). */
function isDisabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? !enabled(query) : enabled === false;
}

/** A page whose data reveals more parts that read more (a calculator under the terms). */
const MAX_RENDERS = 3;

/** A read that hangs must not hold up every later render on this instance (they queue). */
export const READ_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Renders a page with its data, in passes: a render puts the queries the page asks for in the
 * cache (on the server a query never fetches by itself), they are read through `read`, and the
 * next render shows their answers, until a render asks for nothing new. Any read that fails, or
 * takes longer than `readTimeoutMs`, fails the whole render: the caller then serves the page
 * without data, which the browser completes itself. Renders run one at a time: the app's single
 * QueryClient holds one page's data.
 */
export function renderWithData(
  url: string,
  read: (path: string) => Promise<unknown>,
  readTimeoutMs = READ_TIMEOUT_MS,
): Promise<{ markup: string; queryState: DehydratedState }> {
  return oneAtATime(async () => {
    queryClient.clear();
    readPublicContentWith((path) => withTimeout(read(path), readTimeoutMs, `reading ${path}`));
    try {
      let markup = await renderPage(url);
      for (let pass = 1; pass < MAX_RENDERS; pass += 1) {
        // A disabled query (a signed-in reader's live data, off with nobody signed in) is pending
        // too, but the page does not ask for it: reading it would start a Firestore listener here.
        const asked = queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.status === 'pending' && !isDisabled(query));
        if (!asked.length) break;
        await Promise.all(
          asked.map((query) =>
            queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
          ),
        );
        markup = await renderPage(url);
      }
      return { markup, queryState: dehydrate(queryClient) };
    } finally {
      readPublicContentWith(null);
      queryClient.clear();
    }
  });
}

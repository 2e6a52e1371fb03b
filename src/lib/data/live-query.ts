import { hashKey, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/** Starts a listener: `next` with each value, `fail` when it stops on an error; returns stop. */
export type Subscribe<T> = (next: (value: T) => void, fail: (error: unknown) => void) => () => void;

/** How long a listener goes on after its last reader leaves (a page visited again is instant). */
export const LIVE_LINGER_MS = 60_000;

/** The running listeners, by query hash: one per key however many components read it. */
const listeners = new Map<string, () => void>();

function stopListener(hash: string): void {
  listeners.get(hash)?.();
  listeners.delete(hash);
}

// A query the cache drops (no reader for LIVE_LINGER_MS, or the cache cleared) stops listening.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'removed') stopListener(event.query.queryHash);
});

/**
 * Live data (a Firestore listener) held in the query cache, so it is shared and lingers like any
 * other read: the first reader starts the listener, which writes each snapshot into the cache;
 * readers of the same key share it; it stops once the cache drops the query. A failure puts the
 * query in error (`refetch` starts the listener again).
 */
export function liveQuery<T>(queryKey: QueryKey, subscribe: Subscribe<T>) {
  return queryOptions({
    queryKey,
    staleTime: Infinity,
    gcTime: LIVE_LINGER_MS,
    retry: false,
    queryFn: () =>
      new Promise<T>((resolve, reject) => {
        const hash = hashKey(queryKey);
        stopListener(hash); // a refetch (Try again) starts afresh
        let settled = false;
        const stop = subscribe(
          (value) => {
            if (!settled) {
              settled = true;
              resolve(value);
            } else queryClient.setQueryData(queryKey, value);
          },
          (error) => {
            stopListener(hash);
            if (!settled) {
              settled = true;
              reject(error instanceof Error ? error : new Error(String(error)));
              return;
            }
            queryClient
              .getQueryCache()
              .find({ queryKey, exact: true })
              ?.setState({ status: 'error', error: error as Error, fetchStatus: 'idle' });
          },
        );
        listeners.set(hash, stop);
      }),
  });
}

/**
 * A Subscribe whose listener code is loaded on first use (the Firestore SDK stays out of the
 * chunk that reads it until then); a stop before it loaded starts nothing.
 */
export function lazily<T>(load: () => Promise<Subscribe<T>>): Subscribe<T> {
  return (next, fail) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    load().then((subscribe) => {
      if (!stopped) stop = subscribe(next, fail);
    }, fail);
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/** useQuery of liveQuery, on the app's one client; `enabled: false` starts nothing. */
export function useLiveQuery<T>(queryKey: QueryKey, subscribe: Subscribe<T>, enabled = true) {
  return useQuery({ ...liveQuery(queryKey, subscribe), enabled }, queryClient);
}

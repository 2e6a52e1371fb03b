import { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth/auth-store';

/** Answers that asking again will not change (Firestore's codes, and callables' `functions/…`). */
const FINAL_CODES = new Set([
  'permission-denied',
  'unauthenticated',
  'invalid-argument',
  'not-found',
  'failed-precondition',
]);

function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^functions\//, '') : null;
}

/**
 * One more try (after a second) for a failure that may pass, such as the network or a busy
 * server; none for a refusal. After that the page shows its error and a Try again button.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const code = errorCode(error);
  return failureCount < 1 && !(code && FINAL_CODES.has(code));
}

/**
 * The app's one QueryClient (see "Data fetching" in docs/ARCHITECTURE.md). Reads happen when a
 * page asks for them or the user presses Try again: not when the tab regains focus or the
 * network comes back. Hooks pass it to `useQuery(options, queryClient)` themselves, so they work
 * on every page, including those whose layout is in the entry chunk and has no provider.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: retryOnce,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
});

/**
 * Many answers are the caller's own (their application, earnings, profile) and their keys carry
 * no uid: when another account signs in, or the user signs out, in the same tab, nothing the
 * previous account read may show. Every answer is dropped and what is on screen read again.
 */
let settledUid: string | null | undefined;
function forgetOnAccountChange(status: string, uid: string | null) {
  if (status === 'unknown') return;
  if (settledUid !== undefined && settledUid !== uid) void queryClient.resetQueries();
  settledUid = uid;
}
forgetOnAccountChange(useAuthStore.getState().status, useAuthStore.getState().user?.uid ?? null);
useAuthStore.subscribe((state) => forgetOnAccountChange(state.status, state.user?.uid ?? null));

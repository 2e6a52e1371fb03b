import type { Location } from 'react-router';

/**
 * Requests handed to middleware never carry the URL hash. The router's pending navigation does:
 * main.tsx registers where to read it, so a redirect (to sign in, to accept a policy) keeps the
 * `#section` the user was going to.
 */
let readPending: () => Location | undefined = () => undefined;

export function watchPendingNavigation(read: () => Location | undefined): void {
  readPending = read;
}

export function pendingNavigationHash(pathname: string, search: string): string | undefined {
  const pending = readPending();
  return pending && pending.pathname === pathname && pending.search === search
    ? pending.hash
    : undefined;
}

/**
 * Not a secret: only remembers that a user was signed in in this browser (so it may hold a
 * session and a cookie). session-sync.ts sets it at sign-in and removes it at sign-out. Its own
 * small module, since the guard (in the entry chunk) reads it too.
 */
export const SESSION_MARKER_KEY = 'session-cookie-issued';

/** Whether this browser may hold a session; when storage cannot be read, assume it may. */
export function mayHoldSession(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(SESSION_MARKER_KEY) !== null;
  } catch {
    return true;
  }
}

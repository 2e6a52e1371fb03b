import { SESSION_ENDPOINT_PATH, type SessionRequest } from '@contracts/session';
import { SESSION_MARKER_KEY } from './may-hold-session';

export interface TokenSource {
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

export type PostSession = (body: SessionRequest) => Promise<void>;

export const postSession: PostSession = async (body) => {
  const response = await fetch(SESSION_ENDPOINT_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`session endpoint answered ${response.status}`);
};

export interface SessionSyncOptions {
  post: PostSession;
  marker: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** A session this browser had ended without a sign-out here (disabled, deleted, revoked). */
  onSessionEnded?: () => void;
}

/**
 * SPEC §4: on each auth state change the ID token is force-refreshed once and posted to the
 * server, which sets the `__session` cookie; after a sign-out the cookie is cleared.
 *  - Changes are handled one after another, and a change superseded while its token was being
 *    refreshed posts nothing, so a slow sign-in can never land after the sign-out that followed.
 *  - A first "signed out" at start-up posts nothing, unless this browser held a session: then
 *    Firebase dropped the user while restoring it (disabled, deleted, revoked), the cookie is
 *    cleared and `onSessionEnded` tells the user.
 */
export function createSessionSync({ post, marker, onSessionEnded }: SessionSyncOptions) {
  let queue: Promise<void> = Promise.resolve();
  let generation = 0;
  let signedIn = false;
  let first = true;

  return function onAuthChange(user: TokenSource | null): Promise<void> {
    const mine = ++generation;
    const atStartUp = first;
    first = false;
    const task = async () => {
      if (user) {
        signedIn = true;
        // Marked before the round-trips: a reload mid-way must still find it.
        marker.setItem(SESSION_MARKER_KEY, '1');
        const token = await user.getIdToken(true);
        if (mine !== generation) return;
        await post({ token });
      } else if (signedIn || marker.getItem(SESSION_MARKER_KEY)) {
        const endedElsewhere = atStartUp && !signedIn;
        signedIn = false;
        await post({ token: null });
        marker.removeItem(SESSION_MARKER_KEY);
        if (endedElsewhere) onSessionEnded?.();
      }
    };
    queue = queue.then(task, task);
    return queue;
  };
}

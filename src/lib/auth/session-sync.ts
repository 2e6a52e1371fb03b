import { SESSION_ENDPOINT_PATH, type SessionRequest } from '@contracts/session';

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

/**
 * SPEC §4: on each auth state change the ID token is force-refreshed once and posted to the
 * server, which sets the `__session` cookie; after a sign-out the cookie is cleared. A first
 * "signed out" at start-up is not a sign-out and posts nothing.
 */
export function createSessionSync(post: PostSession) {
  let signedIn = false;
  return async function onAuthChange(user: TokenSource | null): Promise<void> {
    if (user) {
      signedIn = true;
      const token = await user.getIdToken(true);
      await post({ token });
    } else if (signedIn) {
      signedIn = false;
      await post({ token: null });
    }
  };
}

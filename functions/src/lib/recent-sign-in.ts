import { RECENT_SIGN_IN_MS } from '../contracts/account';

/** Whether the ID token's `auth_time` (seconds) is recent enough for a destructive action. */
export function isRecentSignIn(authTimeSeconds: unknown, now: number): boolean {
  return typeof authTimeSeconds === 'number' && now - authTimeSeconds * 1000 <= RECENT_SIGN_IN_MS;
}

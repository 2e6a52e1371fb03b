import { ATTRIBUTION_MAX_ACCOUNT_AGE_MS } from '@contracts/affiliate-constants';
import { sendAttribution } from './affiliate-api';
import { clearAffiliateData, readAffiliate, readSessionId } from './affiliate-storage';

/** An account this young counts as just signed up: as long as the server attributes one. */
export const SIGNUP_WINDOW_MS = ATTRIBUTION_MAX_ACCOUNT_AGE_MS;
/** sessionStorage key prefix: this uid's attribution was attempted in this tab. */
export const ATTEMPTED_KEY_PREFIX = 'affiliate_attribution_attempted:';

/** Also kept in memory, for browsers where sessionStorage throws. */
const attemptedInMemory = new Set<string>();
/** Calls on their way: a second effect run (StrictMode) does not send another. */
const inFlight = new Set<string>();

function wasAttempted(uid: string): boolean {
  if (attemptedInMemory.has(uid)) return true;
  try {
    return sessionStorage.getItem(ATTEMPTED_KEY_PREFIX + uid) !== null;
  } catch {
    return false;
  }
}

function markAttempted(uid: string): void {
  attemptedInMemory.add(uid);
  try {
    sessionStorage.setItem(ATTEMPTED_KEY_PREFIX + uid, '1');
  } catch {
    // The in-memory mark still prevents a repeat until the page reloads.
  }
}

/** `createdAt` is Firebase's creation time (an HTTP date string); unparsable counts as old. */
export function isFreshAccount(createdAt: string | null, now: number): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && now - created < SIGNUP_WINDOW_MS;
}

/**
 * After a sign-up: if this browser came through an affiliate link, ask the server to attribute
 * the new account, once per uid: once the server has answered (its decision is final), not
 * again in this tab; a call that got no answer is tried again at the next page load. When it is
 * attributed, the affiliate and the session are forgotten. Never throws; resolves whether the
 * account was attributed.
 */
export async function attributeSignup(
  user: { uid: string; createdAt: string | null },
  now = Date.now(),
): Promise<boolean> {
  if (!isFreshAccount(user.createdAt, now)) return false;
  const sessionId = readSessionId();
  if (!readAffiliate() || !sessionId || wasAttempted(user.uid) || inFlight.has(user.uid)) {
    return false;
  }
  inFlight.add(user.uid);
  try {
    const attributed = await sendAttribution(user.uid, sessionId);
    markAttempted(user.uid);
    if (attributed) clearAffiliateData();
    return attributed;
  } catch {
    return false;
  } finally {
    inFlight.delete(user.uid);
  }
}

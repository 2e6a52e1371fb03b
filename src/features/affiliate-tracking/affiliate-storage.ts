import { AFFILIATE_USERNAME_PATTERN } from '@contracts/affiliate-constants';

/** localStorage keys (SPEC §3). */
export const AFFILIATE_KEY = 'current_affiliate';
export const SESSION_ID_KEY = 'affiliate_session_id';
/** Query parameters that carry an affiliate username, first valid one wins. */
export const AFFILIATE_PARAMS = ['ref', 'affiliate'] as const;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Storage can throw (disabled, private modes, quota): tracking must never break the page. */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, for null, removes) a key; subscribers hear about it. Never throws. */
export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Ignored: without storage there is simply nothing to track.
  }
  notify();
}

export const isAffiliateUsername = (value: string): boolean =>
  AFFILIATE_USERNAME_PATTERN.test(value);

/** The stored affiliate, or null (a value that is not a valid username counts as none). */
export function readAffiliate(): string | null {
  const value = read(AFFILIATE_KEY);
  return value !== null && isAffiliateUsername(value) ? value : null;
}

export const readSessionId = (): string | null => read(SESSION_ID_KEY) || null;

/** Stores a valid username; returns false (and stores nothing) for anything else. */
export function storeAffiliate(username: string): boolean {
  if (!isAffiliateUsername(username)) return false;
  writeItem(AFFILIATE_KEY, username);
  return true;
}

/**
 * Stores the affiliate named by `ref` or `affiliate` in the query, if it is a valid username.
 * Invalid values are ignored and never overwrite a stored one. Returns the captured username.
 */
export function captureAffiliate(params: URLSearchParams): string | null {
  for (const name of AFFILIATE_PARAMS) {
    const value = params.get(name);
    if (value !== null && storeAffiliate(value)) return value;
  }
  return null;
}

/** Forgets the affiliate and the session (after an attribution, or from the link checker). */
export function clearAffiliateData(): void {
  writeItem(AFFILIATE_KEY, null);
  writeItem(SESSION_ID_KEY, null);
}

/**
 * For useSyncExternalStore: called after every change made here, and when another tab changes
 * local storage.
 */
export function subscribeAffiliateStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

import { AFFILIATE_USERNAME_PATTERN } from '@contracts/affiliate-constants';

/** localStorage keys (SPEC §3). */
export const AFFILIATE_KEY = 'current_affiliate';
export const SESSION_ID_KEY = 'affiliate_session_id';
/**
 * When the stored referral ends (ms): the server answers it with every tracked visit (the
 * credited click plus the programme's window). Past it, the affiliate is forgotten.
 */
export const REFERRAL_EXPIRES_KEY = 'affiliate_referral_expires_at';
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

/** When the stored referral ends, or null (not known yet). */
export function readReferralExpiry(): number | null {
  const value = Number(read(REFERRAL_EXPIRES_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Records when the referral ends, as the server answered it. */
export function storeReferralExpiry(expiresAt: number): void {
  if (expiresAt !== readReferralExpiry()) writeItem(REFERRAL_EXPIRES_KEY, String(expiresAt));
}

/**
 * The stored affiliate, or null: a value that is not a valid username counts as none, and so
 * does a referral whose window has closed (SPEC's keys stay until the next clear).
 */
export function readAffiliate(now = Date.now()): string | null {
  const value = read(AFFILIATE_KEY);
  if (value === null || !isAffiliateUsername(value)) return null;
  const expiresAt = readReferralExpiry();
  return expiresAt !== null && now >= expiresAt ? null : value;
}

/** Forgets a referral whose window has closed (the app start and each navigation ask). */
export function forgetExpiredReferral(now = Date.now()): void {
  const expiresAt = readReferralExpiry();
  if (expiresAt !== null && now >= expiresAt) clearAffiliateData();
}

/**
 * The link just followed, until a visit sent as its touch (the click the attribution window
 * counts from) gets an answer: a failed call keeps it for the next visit, so one lost request
 * does not lose the referral. Noted at capture, not read from the URL when sending: a guard
 * redirect may drop `?ref` before the visit goes.
 */
let pendingTouch: string | null = null;

/** Whether the visit about to be sent for `affiliate` is the touch. */
export const isPendingTouch = (affiliate: string): boolean => pendingTouch === affiliate;

/** The server answered the touch's visit: later visits are page views. */
export function settlePendingTouch(): void {
  pendingTouch = null;
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
    if (value !== null && storeAffiliate(value)) {
      // A new click: its window is the server's to say, with the visit it is about to count.
      writeItem(REFERRAL_EXPIRES_KEY, null);
      pendingTouch = value;
      return value;
    }
  }
  return null;
}

/** Forgets the affiliate and the session (after an attribution, or from the link checker). */
export function clearAffiliateData(): void {
  writeItem(AFFILIATE_KEY, null);
  writeItem(SESSION_ID_KEY, null);
  writeItem(REFERRAL_EXPIRES_KEY, null);
  pendingTouch = null;
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

/**
 * Constants of the affiliate contract with no imports, so the app's entry chunk can use them
 * without pulling zod in (affiliate.ts re-exports them next to its schemas).
 */

/** SPEC §2/§3: an affiliate username is lowercase letters, digits and underscore. */
export const AFFILIATE_USERNAME_PATTERN = /^[a-z0-9_]{1,40}$/;

/** SPEC §9: recent visits default 50, capped at 100. */
export const RECENT_VISITS_DEFAULT = 50;
export const RECENT_VISITS_MAX = 100;

/**
 * A sign-up is attributed only while the account is this young: the server refuses older ones,
 * and the app retries an attribution that got no answer for exactly as long.
 */
export const ATTRIBUTION_MAX_ACCOUNT_AGE_MS = 30 * 60 * 1000;

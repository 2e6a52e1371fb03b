import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AFFILIATE_KEY,
  REFERRAL_EXPIRES_KEY,
  SESSION_ID_KEY,
  captureAffiliate,
  clearAffiliateData,
  forgetExpiredReferral,
  readAffiliate,
  readReferralExpiry,
  storeAffiliate,
  storeReferralExpiry,
  subscribeAffiliateStorage,
} from './affiliate-storage';

const capture = (query: string) => captureAffiliate(new URLSearchParams(query));

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('captureAffiliate', () => {
  it('stores a valid `ref` username', () => {
    expect(capture('?ref=jane_doe42')).toBe('jane_doe42');
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('jane_doe42');
  });

  it('accepts the `affiliate` parameter as an alias', () => {
    expect(capture('?affiliate=acme')).toBe('acme');
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('acme');
  });

  it.each([
    ['uppercase', 'Jane'],
    ['a hyphen', 'jane-doe'],
    ['a space', 'jane doe'],
    ['a script', '<script>'],
    ['nothing', ''],
    ['41 characters', 'a'.repeat(41)],
  ])('ignores a username with %s', (_, value) => {
    expect(capture(`?ref=${encodeURIComponent(value)}`)).toBeNull();
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
  });

  it('never overwrites a stored affiliate with an invalid one', () => {
    capture('?ref=first');
    expect(capture('?ref=Not-Valid')).toBeNull();
    expect(capture('?affiliate=also%20bad')).toBeNull();
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('first');
  });

  it('replaces a stored affiliate with a newer valid one', () => {
    capture('?ref=first');
    capture('?ref=second');
    expect(readAffiliate()).toBe('second');
  });

  it('falls back to `affiliate` when `ref` is invalid, and prefers a valid `ref`', () => {
    expect(capture('?ref=BAD&affiliate=good')).toBe('good');
    expect(capture('?ref=one&affiliate=two')).toBe('one');
  });

  it('leaves storage alone when the query has neither parameter', () => {
    localStorage.setItem(AFFILIATE_KEY, 'kept');
    expect(capture('?utm_source=x')).toBeNull();
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('kept');
  });
});

describe('readAffiliate / storeAffiliate', () => {
  it('treats a tampered stored value as no affiliate', () => {
    localStorage.setItem(AFFILIATE_KEY, 'Bad Value');
    expect(readAffiliate()).toBeNull();
  });

  it('stores only valid usernames', () => {
    expect(storeAffiliate('NOPE')).toBe(false);
    expect(readAffiliate()).toBeNull();
    expect(storeAffiliate('yes_1')).toBe(true);
    expect(readAffiliate()).toBe('yes_1');
  });

  it('counts a referral as gone once the server’s expiry has passed', () => {
    storeAffiliate('jane');
    storeReferralExpiry(10_000);
    expect(readAffiliate(9_999)).toBe('jane');
    expect(readAffiliate(10_000)).toBeNull();
    forgetExpiredReferral(9_999);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('jane');
    forgetExpiredReferral(10_000);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
    expect(localStorage.getItem(REFERRAL_EXPIRES_KEY)).toBeNull();
  });

  it('a new link clears the old expiry (the server answers the new one)', () => {
    storeAffiliate('jane');
    storeReferralExpiry(10_000);
    expect(capture('?ref=acme')).toBe('acme');
    expect(readReferralExpiry()).toBeNull();
  });
});

describe('clearAffiliateData and subscriptions', () => {
  it('removes both keys and tells subscribers', () => {
    storeAffiliate('jane');
    localStorage.setItem(SESSION_ID_KEY, 'some-session');
    const listener = vi.fn();
    const unsubscribe = subscribeAffiliateStorage(listener);

    clearAffiliateData();
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(listener).toHaveBeenCalled();

    unsubscribe();
    listener.mockClear();
    storeAffiliate('again');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('when storage is unavailable', () => {
  it('never throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(capture('?ref=jane')).toBe('jane');
    expect(readAffiliate()).toBeNull();
  });
});

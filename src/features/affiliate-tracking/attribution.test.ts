import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAttribution } from './affiliate-api';
import { AFFILIATE_KEY, SESSION_ID_KEY } from './affiliate-storage';
import { ATTEMPTED_KEY_PREFIX, attributeSignup, isFreshAccount } from './attribution';

vi.mock('./affiliate-api', () => ({ sendAttribution: vi.fn(), sendVisit: vi.fn() }));

const NOW = Date.parse('2026-03-01T12:00:00Z');
const SESSION = '5f0c3a0e-8d1b-4c6e-9a7f-2b3c4d5e6f70';
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toUTCString();
let uidCounter = 0;
/** A fresh uid per test: the attempted-uid memory outlives a test. */
const newUser = (createdAt: string | null = minutesAgo(1)) => ({
  uid: `uid-${++uidCounter}`,
  createdAt,
});

function storeKeys() {
  localStorage.setItem(AFFILIATE_KEY, 'jane');
  localStorage.setItem(SESSION_ID_KEY, SESSION);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(sendAttribution).mockReset().mockResolvedValue(true);
});

describe('isFreshAccount', () => {
  it('is true while the server still attributes (30 minutes), false after and for unknown dates', () => {
    expect(isFreshAccount(minutesAgo(0), NOW)).toBe(true);
    expect(isFreshAccount(minutesAgo(29.9), NOW)).toBe(true);
    expect(isFreshAccount(minutesAgo(30), NOW)).toBe(false);
    expect(isFreshAccount(minutesAgo(60 * 24), NOW)).toBe(false);
    expect(isFreshAccount(null, NOW)).toBe(false);
    expect(isFreshAccount('not a date', NOW)).toBe(false);
  });
});

describe('attributeSignup', () => {
  it('calls processAttribution once for a fresh account, then forgets the affiliate', async () => {
    storeKeys();
    const user = newUser();

    await expect(attributeSignup(user, NOW)).resolves.toBe(true);
    expect(sendAttribution).toHaveBeenCalledExactlyOnceWith(user.uid, SESSION);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(ATTEMPTED_KEY_PREFIX + user.uid)).not.toBeNull();
  });

  it('keeps both keys when the server does not attribute', async () => {
    vi.mocked(sendAttribution).mockResolvedValue(false);
    storeKeys();
    await expect(attributeSignup(newUser(), NOW)).resolves.toBe(false);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('jane');
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(SESSION);
  });

  it('does not repeat for a uid already attempted (a reload in the same tab)', async () => {
    vi.mocked(sendAttribution).mockResolvedValue(false);
    storeKeys();
    const user = newUser();
    await attributeSignup(user, NOW);
    await attributeSignup(user, NOW);
    expect(sendAttribution).toHaveBeenCalledTimes(1);

    const other = newUser();
    sessionStorage.setItem(ATTEMPTED_KEY_PREFIX + other.uid, '1');
    await attributeSignup(other, NOW);
    expect(sendAttribution).toHaveBeenCalledTimes(1);
  });

  it('is not called for an old account', async () => {
    storeKeys();
    await expect(attributeSignup(newUser(minutesAgo(30)), NOW)).resolves.toBe(false);
    expect(sendAttribution).not.toHaveBeenCalled();
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('jane');
  });

  it('is not called without a stored affiliate or session id', async () => {
    await attributeSignup(newUser(), NOW);
    localStorage.setItem(AFFILIATE_KEY, 'jane');
    await attributeSignup(newUser(), NOW);
    localStorage.clear();
    localStorage.setItem(SESSION_ID_KEY, SESSION);
    await attributeSignup(newUser(), NOW);
    expect(sendAttribution).not.toHaveBeenCalled();
  });

  it('swallows errors, and tries again later when the server never answered', async () => {
    vi.mocked(sendAttribution).mockRejectedValueOnce(new Error('offline'));
    storeKeys();
    const user = newUser();
    await expect(attributeSignup(user, NOW)).resolves.toBe(false);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBe('jane');
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(SESSION);
    expect(sessionStorage.getItem(ATTEMPTED_KEY_PREFIX + user.uid)).toBeNull();
    // The next page load asks again, and the answer is final.
    await expect(attributeSignup(user, NOW)).resolves.toBe(true);
    await attributeSignup(user, NOW);
    expect(sendAttribution).toHaveBeenCalledTimes(2);
  });

  it('sends one call while one is on its way', async () => {
    let answer: (value: boolean) => void = () => undefined;
    vi.mocked(sendAttribution).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    storeKeys();
    const user = newUser();
    const first = attributeSignup(user, NOW);
    await expect(attributeSignup(user, NOW)).resolves.toBe(false);
    answer(true);
    await expect(first).resolves.toBe(true);
    expect(sendAttribution).toHaveBeenCalledTimes(1);
  });
});

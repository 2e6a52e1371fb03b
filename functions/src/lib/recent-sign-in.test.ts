import { describe, expect, it } from 'vitest';
import { isRecentSignIn } from './recent-sign-in';

describe('isRecentSignIn', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it('accepts a sign-in up to 5 minutes old and refuses an older or missing one', () => {
    expect(isRecentSignIn(now / 1000 - 60, now)).toBe(true);
    expect(isRecentSignIn(now / 1000 - 300, now)).toBe(true);
    expect(isRecentSignIn(now / 1000 - 301, now)).toBe(false);
    expect(isRecentSignIn(undefined, now)).toBe(false);
    expect(isRecentSignIn(String(now / 1000), now)).toBe(false);
  });
});

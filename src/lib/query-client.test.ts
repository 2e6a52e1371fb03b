import { describe, expect, it } from 'vitest';
import { retryOnce } from './query-client';

describe('retryOnce', () => {
  it('tries once more after a failure that may pass', () => {
    expect(retryOnce(0, new Error('offline'))).toBe(true);
    expect(retryOnce(0, { code: 'unavailable' })).toBe(true);
    expect(retryOnce(0, { code: 'functions/internal' })).toBe(true);
    expect(retryOnce(1, new Error('offline'))).toBe(false);
  });

  it('does not ask again after a refusal', () => {
    for (const code of ['permission-denied', 'functions/permission-denied', 'not-found']) {
      expect(retryOnce(0, { code })).toBe(false);
    }
    expect(retryOnce(0, { code: 'functions/failed-precondition' })).toBe(false);
  });
});

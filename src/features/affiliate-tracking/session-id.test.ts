import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ID_KEY } from './affiliate-storage';
import { getOrCreateSessionId } from './session-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('getOrCreateSessionId', () => {
  it('creates a random UUID on first use and reuses it afterwards', () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();

    const first = getOrCreateSessionId();
    expect(first).toMatch(UUID_V4);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(first);
    expect(getOrCreateSessionId()).toBe(first);
    expect(getOrCreateSessionId()).toBe(first);
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });

  it('keeps an id that is already stored', () => {
    localStorage.setItem(SESSION_ID_KEY, '5f0c3a0e-8d1b-4c6e-9a7f-2b3c4d5e6f70');
    expect(getOrCreateSessionId()).toBe('5f0c3a0e-8d1b-4c6e-9a7f-2b3c4d5e6f70');
  });

  it('still makes a v4 UUID where crypto.randomUUID is missing (insecure contexts)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = new Set([getOrCreateSessionId()]);
    localStorage.clear();
    ids.add(getOrCreateSessionId());
    expect(ids.size).toBe(2);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});

it('still returns an id when storage is unavailable', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(getOrCreateSessionId()).toMatch(UUID_V4);
});

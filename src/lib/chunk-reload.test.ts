import { describe, expect, it } from 'vitest';
import {
  installChunkReload,
  isChunkLoadError,
  RELOAD_MARKER_WINDOW_MS,
  shouldReloadForChunkError,
} from './chunk-reload';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chrome',
      'Failed to fetch dynamically imported module: https://app.example/assets/about-page-abc123.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://app.example/assets/about-page-abc123.js',
    ],
    ['Safari', 'Importing a module script failed.'],
  ])('recognises the %s message', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('accepts a plain string message', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /x.js')).toBe(true);
  });

  it.each([
    new Error('Network request failed'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    'Something else',
    null,
    undefined,
    { message: 'Failed to fetch dynamically imported module' },
  ])('does not treat %j as a chunk failure', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const t0 = 1_700_000_000_000;

  it('reloads on the first failure and records a marker for the path', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError('/about', t0, storage)).toBe(true);
    expect(storage.items.get('chunk-reload:/about')).toBe(String(t0));
  });

  it('does not reload again on the same path inside the window', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError('/about', t0, storage);
    expect(shouldReloadForChunkError('/about', t0 + 1, storage)).toBe(false);
    expect(shouldReloadForChunkError('/about', t0 + RELOAD_MARKER_WINDOW_MS - 1, storage)).toBe(
      false,
    );
  });

  it('reloads again once the window has passed', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError('/about', t0, storage);
    expect(shouldReloadForChunkError('/about', t0 + RELOAD_MARKER_WINDOW_MS, storage)).toBe(true);
    expect(storage.items.get('chunk-reload:/about')).toBe(String(t0 + RELOAD_MARKER_WINDOW_MS));
  });

  it('keeps separate markers per path', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError('/about', t0, storage)).toBe(true);
    expect(shouldReloadForChunkError('/pricing', t0 + 1, storage)).toBe(true);
    expect(shouldReloadForChunkError('/about', t0 + 2, storage)).toBe(false);
  });

  it('never reloads when storage throws', () => {
    const throwing: Pick<Storage, 'getItem' | 'setItem'> = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(shouldReloadForChunkError('/about', t0, throwing)).toBe(false);
  });

  it('never reloads when only writing fails', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(shouldReloadForChunkError('/about', t0, storage)).toBe(false);
  });
});

describe('installChunkReload', () => {
  function preloadError(): Event {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  }

  it('leaves a background import alone (no navigation waiting for it)', () => {
    let target: string | null = null;
    installChunkReload(() => target);
    sessionStorage.clear();
    expect(preloadError().defaultPrevented).toBe(false);
    expect(sessionStorage.length).toBe(0);
    target = '/about?x=1';
    // jsdom cannot navigate; the reload decision shows as the prevented event and the marker.
    expect(preloadError().defaultPrevented).toBe(true);
    expect(sessionStorage.getItem('chunk-reload:/about')).not.toBeNull();
    expect(preloadError().defaultPrevented).toBe(false);
  });
});

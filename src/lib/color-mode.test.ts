import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COLOR_MODE_STORAGE_KEY,
  readColorPreference,
  resolveDark,
  storeColorPreference,
  type ColorPreference,
} from './color-mode';

const storageWith = (value: string | null): Pick<Storage, 'getItem'> => ({ getItem: () => value });

function stubSystemDark(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

describe('readColorPreference', () => {
  it.each(['system', 'light', 'dark'])('returns the stored value %s', (value) => {
    expect(readColorPreference(storageWith(value))).toBe(value);
  });

  it.each([null, '', 'DARK', 'blue'])('returns system for %j', (value) => {
    expect(readColorPreference(storageWith(value))).toBe('system');
  });

  it('returns system when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readColorPreference(throwing)).toBe('system');
  });

  it('reads localStorage by default', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    expect(readColorPreference()).toBe('light');
    localStorage.clear();
  });
});

describe('resolveDark', () => {
  it.each<[ColorPreference, boolean, boolean]>([
    ['dark', false, true],
    ['dark', true, true],
    ['light', false, false],
    ['light', true, false],
    ['system', false, false],
    ['system', true, true],
  ])('%s with system dark = %s → %s', (preference, systemDark, expected) => {
    expect(resolveDark(preference, systemDark)).toBe(expected);
  });
});

describe('storeColorPreference', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('stores the choice, applies it to <html> and announces the change', () => {
    stubSystemDark(false);
    const onChange = vi.fn();
    window.addEventListener('color-mode-change', onChange);

    storeColorPreference('dark');
    expect(localStorage.getItem('color-mode')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(onChange).toHaveBeenCalledTimes(1);

    storeColorPreference('light');
    expect(localStorage.getItem('color-mode')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(onChange).toHaveBeenCalledTimes(2);

    window.removeEventListener('color-mode-change', onChange);
  });

  it('follows the system setting for "system"', () => {
    stubSystemDark(true);
    storeColorPreference('system');
    expect(localStorage.getItem('color-mode')).toBe('system');
    expect(document.documentElement).toHaveClass('dark');
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');

    stubSystemDark(false);
    storeColorPreference('system');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('still applies the choice when storage refuses to write', () => {
    stubSystemDark(false);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const onChange = vi.fn();
    window.addEventListener('color-mode-change', onChange);

    expect(() => storeColorPreference('dark')).not.toThrow();
    expect(setItem).toHaveBeenCalledWith('color-mode', 'dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(onChange).toHaveBeenCalledTimes(1);

    window.removeEventListener('color-mode-change', onChange);
  });
});

/** SPEC §2: the colour preference (system, light, dark) lives in local storage. */
export type ColorPreference = 'system' | 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'color-mode';
const preferences: readonly ColorPreference[] = ['system', 'light', 'dark'];

export function readColorPreference(
  storage: Pick<Storage, 'getItem'> = localStorage,
): ColorPreference {
  try {
    const value = storage.getItem(COLOR_MODE_STORAGE_KEY);
    return preferences.includes(value as ColorPreference) ? (value as ColorPreference) : 'system';
  } catch {
    return 'system';
  }
}

export function resolveDark(preference: ColorPreference, systemDark: boolean): boolean {
  return preference === 'dark' || (preference === 'system' && systemDark);
}

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Applies a preference to <html> (the same rule index.html runs before first paint). */
export function applyColorPreference(preference: ColorPreference): void {
  document.documentElement.classList.toggle('dark', resolveDark(preference, systemQuery().matches));
}

export function storeColorPreference(preference: ColorPreference): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
  applyColorPreference(preference);
  window.dispatchEvent(new CustomEvent('color-mode-change'));
}

/** Keeps <html> in step with the OS while the preference is "system". Returns an unsubscribe. */
export function followSystemColorScheme(): () => void {
  const query = systemQuery();
  const onChange = () => applyColorPreference(readColorPreference());
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

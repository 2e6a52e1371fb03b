import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { cn } from '../cn';
import {
  followSystemColorScheme,
  readColorPreference,
  storeColorPreference,
  type ColorPreference,
} from '../color-mode';

const options: { value: ColorPreference; label: string; Icon: typeof Sun }[] = [
  { value: 'system', label: 'System colour mode', Icon: Monitor },
  { value: 'light', label: 'Light colour mode', Icon: Sun },
  { value: 'dark', label: 'Dark colour mode', Icon: Moon },
];

const subscribe = (onChange: () => void) => {
  window.addEventListener('color-mode-change', onChange);
  return () => window.removeEventListener('color-mode-change', onChange);
};
const serverPreference = (): ColorPreference => 'system';

/** System / light / dark, remembered in local storage (SPEC §2). */
export function ColorModeToggle() {
  // A prerendered page (and its hydration) shows "system"; the stored choice follows at once.
  const preference = useSyncExternalStore(subscribe, () => readColorPreference(), serverPreference);
  useEffect(followSystemColorScheme, []);

  return (
    <div
      role="group"
      aria-label="Colour mode"
      className="inline-flex rounded-md border bg-card p-0.5"
    >
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={preference === value}
          title={label}
          onClick={() => storeColorPreference(value)}
          className={cn(
            'grid size-7 place-items-center rounded text-muted-foreground hover:text-foreground',
            preference === value && 'bg-muted text-foreground',
          )}
        >
          <Icon aria-hidden className="size-3.5" />
        </button>
      ))}
    </div>
  );
}

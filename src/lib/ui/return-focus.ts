import { useRef } from 'react';

/**
 * Radix dialogs give focus back to their own Trigger on close; ours are opened from buttons
 * elsewhere (a row's action, a menu), so this remembers what had focus when the dialog opened and
 * returns there; when that element is gone (a removed row), to the page's main landmark, unless
 * the page has already moved focus on purpose.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
      // The page may already have put focus somewhere meaningful (a new state's heading).
      else if (document.activeElement === document.body || !document.activeElement) {
        document.getElementById('main')?.focus({ preventScroll: true });
      }
      opener.current = null;
    },
  };
}

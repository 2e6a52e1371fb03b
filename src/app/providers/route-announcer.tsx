import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves focus to the new page's main landmark (so keyboard
 * users start there, not on a link that no longer exists) and announces its title to screen
 * readers. The first load is left to the browser.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // After this commit's effects, so document.title is the new page's.
    const frame = requestAnimationFrame(() => {
      document.getElementById('main')?.focus({ preventScroll: true });
      setAnnouncement(document.title);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </div>
  );
}

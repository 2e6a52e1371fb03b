/** SPEC §2/§9: a chunk-load failure reloads the page once per path within a 10 s window. */
export const RELOAD_MARKER_WINDOW_MS = 10_000;
export const RELOAD_MARKER_PREFIX = 'chunk-reload:';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/**
 * Decides whether to reload for a failed chunk on `path`, and records the attempt. A second
 * failure on the same path inside the window answers false, so the error page shows instead
 * of a reload loop.
 */
export function shouldReloadForChunkError(
  path: string,
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): boolean {
  const key = `${RELOAD_MARKER_PREFIX}${path}`;
  try {
    const last = Number(storage.getItem(key));
    if (last && now - last < RELOAD_MARKER_WINDOW_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    // Without storage we cannot remember the attempt; never reload blind.
    return false;
  }
}

/**
 * Vite fires `vite:preloadError` when a lazy chunk cannot be fetched (often: a new deploy
 * removed it). When a navigation (or the first load) waits for it, the page reloads once at the
 * page being navigated to, which `target()` names. A background import (tracking, Auth when
 * idle) has no target (null): its own caller handles the failure and the page stays as it is.
 */
export function installChunkReload(target: () => string | null): void {
  window.addEventListener('vite:preloadError', (event) => {
    const destination = target();
    if (destination === null) return;
    const path = new URL(destination, location.origin).pathname;
    if (shouldReloadForChunkError(path, Date.now(), sessionStorage)) {
      event.preventDefault();
      location.assign(destination);
    }
    // Otherwise the import rejects and the route's error page explains what happened.
  });
}

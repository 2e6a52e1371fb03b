import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PATH,
  type ClientErrorReport,
} from '@contracts/client-errors';
import { isChunkLoadError, RELOAD_MARKER_PREFIX } from './chunk-reload';

/**
 * Browser errors reach the server log (contracts/client-errors.ts), so a broken release is seen
 * without a user report: uncaught errors and unhandled rejections, route render errors (the
 * route error boundary raises them with `reportError`) and failed chunk loads (the reload they
 * caused leaves a marker). public/theme-init.js keeps what happens before this loads; it is
 * taken over here. At most MAX_PER_PAGE reports per page load, each distinct once.
 */
export const MAX_PER_PAGE = 5;

type Send = (report: ClientErrorReport) => void;

const post: Send = (report) => {
  void fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
};

export function reportFrom(
  kind: ClientErrorReport['kind'],
  error: unknown,
  path: string,
  release: string,
): ClientErrorReport {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'unknown');
  const stack =
    error instanceof Error ? error.stack?.slice(0, CLIENT_ERROR_LIMITS.stack) : undefined;
  return {
    kind: kind !== 'chunk' && isChunkLoadError(error) ? 'chunk' : kind,
    message: message.slice(0, CLIENT_ERROR_LIMITS.message),
    ...(stack ? { stack } : {}),
    path: path.slice(0, CLIENT_ERROR_LIMITS.path),
    release: release.slice(0, CLIENT_ERROR_LIMITS.release),
  };
}

interface EarlyErrors {
  __earlyErrors?: unknown[];
  __stopEarlyErrors?: () => void;
}

/** Starts reporting; returns the stop. */
export function installErrorReporting(
  release: string,
  send: Send = post,
  scope: Window & EarlyErrors = window,
  storage: Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem'> = sessionStorage,
): () => void {
  const seen = new Set<string>();
  const report = (kind: ClientErrorReport['kind'], error: unknown) => {
    const entry = reportFrom(kind, error, scope.location.pathname, release);
    const key = `${entry.kind}:${entry.message}`;
    if (seen.has(key) || seen.size >= MAX_PER_PAGE) return;
    seen.add(key);
    send(entry);
  };
  const onError = (event: ErrorEvent) => report('error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report('rejection', event.reason);
  scope.addEventListener('error', onError);
  scope.addEventListener('unhandledrejection', onRejection);

  // What happened before this loaded (public/theme-init.js kept it).
  scope.__stopEarlyErrors?.();
  for (const early of scope.__earlyErrors?.splice(0) ?? []) report('error', early);
  reportChunkReloads(storage, (path) =>
    report('chunk', new Error(`A chunk failed to load on ${path}; the page reloaded`)),
  );

  return () => {
    scope.removeEventListener('error', onError);
    scope.removeEventListener('unhandledrejection', onRejection);
  };
}

/** A reload for a failed chunk in the last minute (chunk-reload.ts's marker), reported once. */
function reportChunkReloads(
  storage: Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem'>,
  onReload: (path: string) => void,
): void {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith(RELOAD_MARKER_PREFIX)) continue;
      const at = Number(storage.getItem(key));
      const reported = `chunk-reported:${key.slice(RELOAD_MARKER_PREFIX.length)}`;
      if (Date.now() - at > 60_000 || storage.getItem(reported) === String(at)) continue;
      storage.setItem(reported, String(at));
      onReload(key.slice(RELOAD_MARKER_PREFIX.length));
    }
  } catch {
    // Storage blocked: nothing was recorded to report.
  }
}

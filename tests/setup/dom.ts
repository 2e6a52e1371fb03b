import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { backend } from '../support/fake-backend';

// Reads fail at once in tests (a test that wants a failure mocks one), and no test sees another's
// cached data. The retry policy itself is tested in src/lib/query-client.test.ts.
queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

// jsdom has no ResizeObserver; Radix (switches, selects) and Recharts measure with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  queryClient.clear();
  backend.reset();
});

// The files that mock no module share one jsdom per worker (vite.config.ts): each starts as a
// fresh window would, whatever the file before it stored, navigated to or titled. (A file may
// ask for the node environment instead: then there is no window.)
if (typeof window !== 'undefined') {
  restoreTimerGlobals();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.innerHTML = '';
}

/**
 * The first file in a worker records the window's own timers; every later file starts with them.
 * A file that stubbed one under fake timers and restored in the wrong order leaves a fake whose
 * clock never ticks (a frame that never comes): the next file would hang, not fail.
 */
function restoreTimerGlobals() {
  vi.useRealTimers();
  const names = [
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
  ] as const;
  const store = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>;
  const key = Symbol.for('parley.test.pristineTimers');
  const pristine = (store[key] ??= Object.fromEntries(
    names.map((name) => [name, globalThis[name]]),
  ));
  for (const name of names) Object.assign(globalThis, { [name]: pristine[name] });
}

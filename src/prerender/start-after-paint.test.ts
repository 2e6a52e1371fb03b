import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MARKER_KEY } from '@/lib/auth/may-hold-session';

/** public/start-after-paint.js, run as the browser runs it: a plain script. */
const script = readFileSync('public/start-after-paint.js', 'utf8');

/** Loads a prerendered page at `address` and runs the script, as the browser does. */
function loadPage(address: string, rootAttributes = 'data-prerendered') {
  window.history.replaceState(null, '', address);
  document.head.innerHTML =
    '<template id="app-scripts"><script type="module" src="/assets/index.js"></script></template>';
  document.body.innerHTML = `<div id="root" ${rootAttributes}><h1>Page</h1></div>`;
  new Function(script)();
}

/** Whether the app's entry script has been started (copied out of its template). */
const appStarted = () => document.head.querySelector(':scope > script[src="/assets/index.js"]');

/** A prerendered page at `address`, once the script has started the app. */
function startedPage(address: string, rootAttributes: string): HTMLElement {
  loadPage(address, rootAttributes);
  vi.advanceTimersByTime(3000);
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

// Fake timers fake frames too (a frame every 16 ms).
beforeEach(() => {
  vi.useFakeTimers();
});

// Stubs go first: a global stubbed under fake timers (requestAnimationFrame) was the fake one
// when stubbed, and unstubbing after useRealTimers would put that dead fake back.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('start-after-paint.js tells the app whether to adopt the prerendered markup', () => {
  it('adopts a sign-in page where nobody signed in, with or without a query', () => {
    for (const address of ['/login', '/login?redirect=%2Fprofile']) {
      const root = startedPage(address, 'data-prerendered data-signed-out-only');
      expect(root.hasAttribute('data-prerendered'), address).toBe(true);
      expect(root.hasAttribute('data-fresh'), address).toBe(false);
    }
  });

  it('starts a sign-in page afresh where someone signed in (the session marker), so its guard runs', () => {
    localStorage.setItem(SESSION_MARKER_KEY, '1');
    const root = startedPage('/login', 'data-prerendered data-signed-out-only');
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('draws a public page with a query afresh, and adopts it without one', () => {
    expect(startedPage('/?ref=ada', 'data-prerendered').dataset.fresh).toBe('1');
    const bare = startedPage('/', 'data-prerendered');
    expect(bare.hasAttribute('data-fresh')).toBe(false);
    expect(bare.hasAttribute('data-prerendered')).toBe(true);
  });
});

describe('start-after-paint.js starts the app after the first paint', () => {
  it('once the browser reports the first contentful paint, however long the page takes to draw', () => {
    let report: ((names: string[]) => void) | undefined;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: PerformanceObserverCallback) {
        report = (names) =>
          callback(
            { getEntriesByName: (name: string) => names.filter((n) => n === name) } as never,
            this as never,
          );
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    loadPage('/pricing');
    vi.advanceTimersByTime(1000);
    report?.(['first-paint']);
    expect(appStarted()).toBeNull();
    report?.(['first-contentful-paint']);
    expect(appStarted()).not.toBeNull();
  });

  it('without Paint Timing, once the first frame has been drawn (two frames on)', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    loadPage('/pricing');
    vi.advanceTimersByTime(1000);
    frames.shift()?.(0);
    vi.advanceTimersByTime(0);
    expect(appStarted()).toBeNull();
    frames.shift()?.(16);
    vi.advanceTimersByTime(0);
    expect(appStarted()).not.toBeNull();
  });

  it('in a background tab, which paints nothing, at once', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadPage('/pricing');
    expect(appStarted()).not.toBeNull();
  });
});

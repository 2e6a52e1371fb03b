import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_KEY } from '@/features/affiliate-tracking/affiliate-storage';
import { SESSION_MARKER_KEY } from '@/lib/auth/may-hold-session';

/** public/start-app-when-needed.js, run as the browser runs it: a plain script. */
const script = readFileSync('public/start-app-when-needed.js', 'utf8');

const MARKUP = '<h1>Page</h1><a href="/about">About</a><button type="button">Menu</button>';

/** Loads a prerendered page at `address` and runs the script, as the browser does. */
function loadPage(address: string, rootAttributes = 'data-prerendered', markup = MARKUP) {
  window.history.replaceState(null, '', address);
  document.head.innerHTML =
    '<template id="app-scripts"><script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/page.js"></template>';
  document.body.innerHTML = `<div id="root" ${rootAttributes}>${markup}</div>`;
  new Function(script)();
}

/** Whether the app's entry script has been started (copied out of its template). */
const appStarted = () =>
  document.head.querySelector(':scope > script[src="/assets/index.js"]') !== null;
/** Whether the app's code is being fetched: the entry and its imports preloaded. */
const codeFetched = () =>
  ['/assets/index.js', '/assets/page.js'].every((href) =>
    document.head.querySelector(`:scope > link[rel="modulepreload"][href="${href}"]`),
  );

const root = () => {
  const element = document.getElementById('root');
  if (!element) throw new Error('no #root');
  return element;
};
/** What start-app.tsx does once React listens. */
const appTakesOver = () => {
  root().dataset.started = '';
};
/** Lets the MutationObserver that waits for the app run. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const paint = () => vi.advanceTimersByTime(3000);
const intent = (type = 'pointermove') =>
  document.body.dispatchEvent(new MouseEvent(type, { bubbles: true, movementY: 1 }));

/** A prerendered page at `address`, once the visitor has shown intent and the app started. */
function startedPage(address: string, rootAttributes: string): HTMLElement {
  loadPage(address, rootAttributes);
  paint();
  intent();
  return root();
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

describe('start-app-when-needed.js tells the app whether to adopt the prerendered markup', () => {
  it('adopts a sign-in page where nobody signed in, with or without a query', () => {
    for (const address of ['/login', '/login?redirect=%2Fprofile']) {
      const page = startedPage(address, 'data-prerendered data-signed-out-only');
      expect(page.hasAttribute('data-prerendered'), address).toBe(true);
      expect(page.hasAttribute('data-fresh'), address).toBe(false);
    }
  });

  it('starts a sign-in page afresh where someone signed in (the session marker), so its guard runs', () => {
    localStorage.setItem(SESSION_MARKER_KEY, '1');
    const page = startedPage('/login', 'data-prerendered data-signed-out-only');
    expect(page.hasAttribute('data-prerendered')).toBe(false);
  });

  it('draws a public page with a query afresh, and adopts it without one', () => {
    expect(startedPage('/?ref=ada', 'data-prerendered').dataset.fresh).toBe('1');
    const bare = startedPage('/', 'data-prerendered');
    expect(bare.hasAttribute('data-fresh')).toBe(false);
    expect(bare.hasAttribute('data-prerendered')).toBe(true);
  });
});

describe("start-app-when-needed.js fetches the app's code after the first paint", () => {
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
    expect(codeFetched()).toBe(false);
    report?.(['first-contentful-paint']);
    expect(codeFetched()).toBe(true);
    // Fetched, not run: the preload of the entry keeps its credentials mode, so it is reused.
    expect(appStarted()).toBe(false);
    expect(
      document.head.querySelector('link[href="/assets/index.js"]')?.hasAttribute('crossorigin'),
    ).toBe(true);
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
    expect(codeFetched()).toBe(false);
    frames.shift()?.(16);
    vi.advanceTimersByTime(0);
    expect(codeFetched()).toBe(true);
  });
});

describe('start-app-when-needed.js starts the app when it is needed', () => {
  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])(
    'at the first sign of intent: %s',
    (type) => {
      loadPage('/pricing');
      paint();
      expect(appStarted()).toBe(false);
      intent(type);
      expect(appStarted()).toBe(true);
    },
  );

  it('not for a pointer that has not moved (Chromium reports one after a layout under a resting cursor)', () => {
    loadPage('/pricing');
    paint();
    document.body.dispatchEvent(new MouseEvent('pointermove', { bubbles: true }));
    expect(appStarted()).toBe(false);
    document.body.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, movementX: 3 }));
    expect(appStarted()).toBe(true);
  });

  it('not for a visitor who only reads', () => {
    loadPage('/pricing');
    vi.advanceTimersByTime(60_000);
    expect(codeFetched()).toBe(true);
    expect(appStarted()).toBe(false);
  });

  it.each([
    ['a query (a ?ref= link is tracked)', '/pricing?ref=ada', undefined],
    ['a session marker (the header shows the signed-in links)', '/pricing', SESSION_MARKER_KEY],
    ['a stored referral (every visit is tracked)', '/pricing', AFFILIATE_KEY],
  ])('after the first paint, whatever the visitor does, for %s', (_, address, key) => {
    if (key) localStorage.setItem(key, 'ada');
    loadPage(address);
    expect(appStarted()).toBe(false);
    paint();
    expect(appStarted()).toBe(true);
  });

  it.each(['<div role="status" aria-label="Loading plans"></div>', '<div aria-busy="true"></div>'])(
    'after the first paint, for a page with a placeholder still loading: %s',
    (placeholder) => {
      loadPage('/affiliate/apply', 'data-prerendered', `<h1>Apply</h1>${placeholder}`);
      paint();
      expect(appStarted()).toBe(true);
    },
  );

  it('in a background tab, which paints nothing, at once', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadPage('/pricing');
    expect(appStarted()).toBe(true);
  });
});

describe('start-app-when-needed.js hands what the visitor did before the app took over to it', () => {
  it('holds a click on a button, starts the app, and clicks again once the app listens', async () => {
    loadPage('/');
    paint();
    const button = root().querySelector('button[type="button"]') as HTMLButtonElement;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    button.click();
    expect(clicks).toEqual([true]);
    expect(appStarted()).toBe(true);
    await settle();
    expect(clicks).toHaveLength(1);
    appTakesOver();
    await settle();
    expect(clicks).toEqual([true, false]);
    // From then on the app has every click as it comes.
    button.click();
    await settle();
    expect(clicks).toEqual([true, false, false]);
  });

  it("leaves a link's click to the browser: it loads the next page as any link does", () => {
    loadPage('/');
    paint();
    const link = root().querySelector('a') as HTMLAnchorElement;
    let prevented: boolean | undefined;
    link.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(prevented).toBe(false);
  });
});

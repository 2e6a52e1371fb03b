import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_KEY } from '@/features/affiliate-tracking/affiliate-storage';
import { SESSION_MARKER_KEY } from '@/lib/auth/may-hold-session';

/** public/start-app-when-needed.js, run as the browser runs it: a plain script. */
const script = readFileSync('public/start-app-when-needed.js', 'utf8');

const MARKUP = '<h1>Page</h1><a href="/about">About</a><button type="button">Menu</button>';

/**
 * Each load's entry has an address of its own: the listeners of the pages loaded before stay on
 * `window`, and one of them starting its own app must not pass for this page's.
 */
let loads = 0;
const entry = () => `/assets/index-${loads}.js`;

/** Loads a prerendered page at `address` and runs the script, as the browser does. */
function loadPage(address: string, rootAttributes = 'data-prerendered', markup = MARKUP) {
  loads += 1;
  window.history.replaceState(null, '', address);
  document.head.innerHTML =
    `<template id="app-scripts"><script type="module" crossorigin src="${entry()}"></script>` +
    `<link rel="modulepreload" crossorigin href="/assets/page-${loads}.js"></template>`;
  document.body.innerHTML = `<div id="root" ${rootAttributes}>${markup}</div>`;
  new Function(script)();
}

/** The app's entry script, once started (copied out of its template). */
const entryScript = () =>
  document.head.querySelector<HTMLScriptElement>(`:scope > script[src="${entry()}"]`);
/** Whether this page's app has been started. */
const appStarted = () => entryScript() !== null;
/** Whether the app's code is being fetched: the entry and its imports preloaded. */
const codeFetched = () =>
  [entry(), `/assets/page-${loads}.js`].every((href) =>
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
      document.head.querySelector(`link[href="${entry()}"]`)?.hasAttribute('crossorigin'),
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
      // The app learns that the visitor has begun (the sign-in pages warm Auth up at once).
      expect(root().hasAttribute('data-visitor-active')).toBe(true);
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

  it('when the page comes back from the page cache and the visit now needs it', () => {
    loadPage('/pricing');
    paint();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(appStarted()).toBe(false);
    localStorage.setItem(SESSION_MARKER_KEY, '1');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(appStarted()).toBe(true);
    expect(root().hasAttribute('data-visitor-active')).toBe(false);
  });

  it('in a background tab, which paints nothing, at once', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadPage('/pricing');
    expect(appStarted()).toBe(true);
  });
});

/** A page painted, its app not started, and its button: whether each click it hears was prevented. */
function pageWithButton() {
  loadPage('/');
  paint();
  const button = root().querySelector('button') as HTMLButtonElement;
  const clicks: boolean[] = [];
  button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
  return { button, clicks };
}

describe('start-app-when-needed.js hands what the visitor did before the app took over to it', () => {
  it('holds a click on a button, starts the app, and clicks again once the app listens', async () => {
    const { button, clicks } = pageWithButton();
    button.click();
    // Held: nothing below the document hears it, and its default is kept from happening.
    expect(clicks).toEqual([]);
    expect(appStarted()).toBe(true);
    await settle();
    expect(clicks).toEqual([]);
    appTakesOver();
    await settle();
    expect(clicks).toEqual([false]);
    // From then on the app has every click as it comes.
    button.click();
    await settle();
    expect(clicks).toEqual([false, false]);
  });

  it('keeps the held click from a React that already listens while it adopts the page', async () => {
    loadPage('/');
    paint();
    const heard: string[] = [];
    root().addEventListener('click', () => heard.push('react'));
    (root().querySelector('button') as HTMLButtonElement).click();
    expect(heard).toEqual([]);
    appTakesOver();
    await settle();
    expect(heard).toEqual(['react']);
  });

  it('clicks the same control again where the page was drawn afresh over the markup', async () => {
    loadPage('/?ref=ada', 'data-prerendered', `${MARKUP}<button type="button">Menu</button>`);
    const second = root().querySelectorAll('button')[1] as HTMLButtonElement;
    second.click();
    // The app draws the page anew: same controls, new elements.
    root().innerHTML = `${MARKUP}<button type="button">Menu</button>`;
    const clicked: number[] = [];
    root()
      .querySelectorAll('button')
      .forEach((button, index) => button.addEventListener('click', () => clicked.push(index)));
    appTakesOver();
    await settle();
    expect(clicked).toEqual([1]);
  });

  it('lets clicks go where the app cannot load, and drops what it held', async () => {
    const { button, clicks } = pageWithButton();
    button.click();
    entryScript()?.dispatchEvent(new Event('error'));
    button.click();
    expect(clicks).toEqual([false]);
    appTakesOver();
    await settle();
    expect(clicks).toEqual([false]);
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

import { test as base, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

// Everything else (expect, the types) as Playwright has it; `test` below is ours.
export * from '@playwright/test';

/**
 * Playwright's `test`, with one browser context per worker kept from test to test instead of a
 * fresh one per test. A fresh context starts with empty caches, so every test downloaded and
 * compiled the app's code again (about 32 files a page, 300 pages a run); kept, the hashed
 * assets (`/assets/**`, immutable) come from its memory cache and their compiled code is reused.
 * On the 2-core machine a page load cost about 15% less CPU, and the suite is CPU-bound.
 *
 * Each test still starts clean: after each, every page it opened is closed and the cookies and
 * every site's storage (IndexedDB, where Firebase Auth keeps its session, local storage, caches)
 * are cleared. HTML, the public JSON and the functions' answers are
 * never reused from the cache (`no-cache`, `max-age=0`, `no-store`: firebase.json).
 *
 * A test that changes the context itself (a clock, a route or script for every page, permissions,
 * headers) gets the context to itself: it is closed after the test and the next test makes a
 * new one. So does a test with other context options (`test.use({ locale })`).
 */

/** The methods that change a context for the pages after: a test that calls one spoils it. */
const spoilers = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
] as const;
const clockSpoilers = ['install', 'pauseAt', 'setFixedTime', 'setSystemTime'] as const;

/** Every kind of site data but cookies (cleared apart) and the caches we keep. */
const STORAGE_TYPES = [
  'local_storage',
  'indexeddb',
  'websql',
  'service_workers',
  'cache_storage',
  'file_systems',
  'shared_storage',
  'storage_buckets',
].join(',');

interface Kept {
  context: BrowserContext;
  /** The options it was made with, as a key: a test with others needs its own. */
  key: string;
  /** A blank page that stays open, to clear site data through (CDP needs a page). */
  janitor: Page;
  cdp: CDPSession;
  /** The sites whose pages it showed: their storage is cleared before the next test. */
  origins: Set<string>;
  spoiled: boolean;
}

async function keep(context: BrowserContext, key: string): Promise<Kept> {
  const janitor = await context.newPage();
  const kept: Kept = {
    context,
    key,
    janitor,
    cdp: await context.newCDPSession(janitor),
    origins: new Set(),
    spoiled: false,
  };
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) kept.origins.add(origin);
    }),
  );
  const spoil = (target: object, names: readonly string[]) => {
    const methods = target as Record<string, (...args: unknown[]) => unknown>;
    for (const name of names) {
      const original = methods[name];
      if (typeof original !== 'function') continue;
      methods[name] = (...args: unknown[]) => {
        kept.spoiled = true;
        return original.apply(target, args);
      };
    }
  };
  spoil(context, spoilers);
  spoil(context.clock, clockSpoilers);
  return kept;
}

/** Closes what the last test left open and clears its cookies and site data. */
async function wipe(kept: Kept): Promise<void> {
  await Promise.all(
    kept.context
      .pages()
      .filter((page) => page !== kept.janitor)
      .map((page) => page.close()),
  );
  await kept.context.clearCookies();
  await Promise.all(
    [...kept.origins].map((origin) =>
      kept.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES }),
    ),
  );
  kept.origins.clear();
}

export const test = base.extend<object, { keptContext: { current: Kept | null } }>({
  keptContext: [
    // Playwright reads a fixture's dependencies from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const holder: { current: Kept | null } = { current: null };
      await use(holder);
      await holder.current?.context.close();
    },
    { scope: 'worker' },
  ],
  // Playwright reads the fixtures a function needs from its pattern, which may not use a rest
  // element: each context option is named here, then again in the options it makes.
  context: async (
    {
      browser,
      keptContext,
      baseURL,
      colorScheme,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      contextOptions,
    },
    use,
  ) => {
    const options = {
      ...contextOptions,
      baseURL,
      colorScheme,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    };
    const key = JSON.stringify(options);
    let kept = keptContext.current;
    if (kept && kept.key !== key) {
      await kept.context.close();
      kept = null;
    }
    kept ??= await keep(await browser.newContext(options), key);
    keptContext.current = kept;
    await use(kept.context);
    if (kept.spoiled) {
      keptContext.current = null;
      await kept.context.close();
    } else {
      await wipe(kept);
    }
  },
});

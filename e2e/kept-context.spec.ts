import { expect, test, type BrowserContext, type Page } from './support/test';
import { appStarted } from './support/ui';

/**
 * The browser context a worker keeps between tests (e2e/support/test.ts): the next test gets the
 * same context, with the app's files in its cache, and none of the last test's cookies or site
 * data; a test that changed the context itself (here a clock) leaves a new one behind it.
 */
test.describe.configure({ mode: 'serial' });

let previous: BrowserContext | undefined;

/** What the page finds of what an earlier test left: storage, cookies, an IndexedDB database. */
async function leftovers(page: Page) {
  return page.evaluate(async () => ({
    local: localStorage.getItem('kept-context-probe'),
    cookie: document.cookie.includes('kept_context_probe'),
    database: (await indexedDB.databases()).some((db) => db.name === 'kept-context-probe'),
  }));
}

/** The app's scripts the page loaded, and how many came from the cache (nothing transferred). */
async function scripts(page: Page) {
  return page.evaluate(() => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => /\/assets\/.*\.js$/.test(entry.name));
    return { loaded: entries.length, cached: entries.filter((e) => e.transferSize === 0).length };
  });
}

test('a test leaves cookies, storage and a database behind', async ({ page, context }) => {
  previous = context;
  await page.goto('/about');
  await appStarted(page);
  await page.evaluate(async () => {
    localStorage.setItem('kept-context-probe', 'left');
    document.cookie = 'kept_context_probe=left; path=/';
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('kept-context-probe');
      open.onsuccess = () => {
        open.result.close();
        resolve(undefined);
      };
      open.onerror = () => reject(open.error);
    });
  });
  expect(await leftovers(page)).toEqual({ local: 'left', cookie: true, database: true });
  expect((await scripts(page)).loaded).toBeGreaterThan(0);
});

test('the next test has the same browser, its cache and none of that', async ({
  page,
  context,
}) => {
  expect(context).toBe(previous);
  await page.goto('/about');
  await appStarted(page);
  expect(await leftovers(page)).toEqual({ local: null, cookie: false, database: false });
  const { loaded, cached } = await scripts(page);
  expect(cached).toBe(loaded);
});

test('a test that sets the clock has the browser to itself', async ({ page, context }) => {
  previous = context;
  await page.clock.install({ time: new Date('2001-02-03T10:00:00Z') });
  await page.goto('/about');
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(2001);
});

test('the test after it gets a new browser with the real time', async ({ page, context }) => {
  expect(context).not.toBe(previous);
  await page.goto('/about');
  expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(2025);
});

import { expect, test } from './support/test';
import { createUser } from './support/emulators';
import { appStarted } from './support/ui';
import { openSignedIn } from './support/signed-in';

test('six notifications raised at once show five, each with a close button', async ({ page }) => {
  const user = await createUser();
  await openSignedIn(page, user, '/test-new-architecture');
  await page.getByRole('button', { name: 'Raise 6 test notifications' }).click();
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(5);
  await expect(toasts.filter({ hasText: 'Test notification 1 of 6' })).toHaveCount(0);
  await expect(toasts.filter({ hasText: 'Test notification 6 of 6' })).toHaveCount(1);
  await toasts.first().getByRole('button', { name: 'Close notification' }).click();
  await expect(toasts).toHaveCount(4);
});

test('the colour preference is stored and applied before the app loads', async ({ page }) => {
  await page.goto('/');
  await appStarted(page);
  await page.getByRole('button', { name: 'Dark colour mode' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');

  // Hold the app's script back: the class must already be there from public/theme-init.js, on
  // the page's prerendered markup.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  await page.waitForSelector('html.dark', { state: 'attached' });
  await expect(page.getByRole('heading', { name: 'About Parley' })).toBeVisible();
  expect(await page.locator('#root').getAttribute('data-started')).toBeNull();
  release();
  await appStarted(page);

  await page.getByRole('button', { name: 'Light colour mode' }).first().click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('a chunk that fails to load reloads the page once, then shows the error page', async ({
  page,
}) => {
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));
  await page.route(/\/assets\/about-page-.*\.js$/, (route) => route.abort());
  await page.goto('/');
  await appStarted(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  // The reload serves the prerendered page; the app runs at the visitor's next move, and its
  // chunk fails again.
  await expect.poll(() => documentLoads).toBe(2);
  await appStarted(page);
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await expect(page).toHaveURL('/about');
  await expect(page.getByTestId('error-status')).toHaveText('500');
  expect(documentLoads).toBe(2);
});

test('a newer build is announced with a reload offer', async ({ page }) => {
  await page.route(/\/builds\/latest\.json\?t=\d+$/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ id: 'a-newer-build' }),
    }),
  );
  await page.goto('/');
  await appStarted(page);
  await expect(page.getByText('A new version of Parley is available.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('the same build is not announced', async ({ page }) => {
  let checks = 0;
  await page.route(/\/builds\/latest\.json\?t=\d+$/, (route) => {
    checks += 1;
    // The first check reads the real metadata (this very build); a later one hears of a newer one.
    if (checks === 1) return route.continue();
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ id: 'a-newer-build' }),
    });
  });
  const checked = page.waitForResponse((r) => r.url().includes('/builds/latest.json?t='));
  await page.goto('/');
  await appStarted(page);
  const response = await checked;
  expect(response.status()).toBe(200);
  await response.finished();
  // The watcher stops checking once it has announced a build: that the next check still reaches
  // the network and announces the newer one proves the first check announced nothing.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('A new version of Parley is available.')).toHaveCount(1);
  expect(checks).toBe(2);
});

test('the loading bar shows during a slow navigation', async ({ page }) => {
  await page.route(/\/assets\/contact-page-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goto('/');
  // Before the app starts, the prerendered link is a plain link: the browser loads the page.
  await appStarted(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });
});

test('pages fit a 360 px wide screen and start with a skip link', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/about', '/contact', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  // The menu button is React's: it works once the app has started.
  await appStarted(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('every page from the path table has its title', async ({ page }) => {
  const user = await createUser();
  await openSignedIn(page, user, '/dashboard');
  const titles: [string, string][] = [
    ['/pricing', 'Pricing'],
    ['/accept-invite', 'Accept Invitation'],
    ['/invite/some-token', 'Team Invitation'],
    ['/company', 'Company Management'],
    ['/company/setup', 'Company Setup'],
    ['/company/members', 'Team Members'],
    ['/payment/cancel', 'Payment Cancelled'],
    ['/payment/success', 'Payment Success'],
    ['/test-new-architecture', 'Architecture Test'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  await page.goto('/pricing');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Choose the perfect plan for your needs.',
  );
});

test('after a client-side navigation focus moves to the page and its title is announced', async ({
  page,
}) => {
  await page.goto('/');
  // A client-side navigation: before the app starts, the link loads the prerendered page.
  await appStarted(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About Parley' })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('About Parley');
});

test('a visitor who asks their system for less motion gets no animations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  // The spinner's class, as the loading states use it.
  const spinDuration = () =>
    page.evaluate(() => {
      const spinner = document.createElement('div');
      spinner.className = 'animate-spin';
      document.body.append(spinner);
      const duration = getComputedStyle(spinner).animationDuration;
      spinner.remove();
      return duration;
    });
  expect(await spinDuration()).toBe('1s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(parseFloat(await spinDuration())).toBeLessThan(0.001);
});

import { expect, test, type Page } from './support/test';
import { paths } from '../src/config/paths';
import { isPrerendered } from '../src/config/prerendered-paths';
import { createUser } from './support/emulators';
import { appStarted, nextFrame } from './support/ui';

/**
 * The public pages and the sign-in pages are rendered to HTML at build time
 * (scripts/lib/prerender-plugin.ts): their content paints before any script runs, and React then
 * takes over that markup (hydration) without a mismatch. Every other path gets the empty app shell.
 */
const prerendered = Object.values(paths).filter(isPrerendered);

/** Console lines React (or start-app.tsx) writes when server and client markup differ. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|Minified React error #4(18|19|20|21|23)/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('each public page is served as rendered HTML with its own title', async ({ request }) => {
  expect(prerendered.map((entry) => entry.path)).toEqual(
    expect.arrayContaining(['/', '/pricing', '/about', '/terms-and-conditions', '/affiliate/join']),
  );
  for (const entry of prerendered) {
    const html = await (await request.get(entry.path)).text();
    expect(html, entry.path).toContain('<div id="root" data-prerendered');
    expect(html, entry.path).toMatch(/<h1[\s>]/);
    const title = entry.title.replace(/&/g, '&amp;');
    expect(html, entry.path).toContain(`<title>${title}</title>`);
  }
  // The app's scripts wait in an inert template until the page has painted and the app is
  // needed (public/start-app-when-needed.js): outside it, the parser meets no module script.
  const about = await (await request.get('/about')).text();
  expect(about).toMatch(/<template id="app-scripts"><script type="module"[^>]* src="\/assets\//);
  expect(about.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('type="module"');
  expect(about).toContain('<script src="/start-app-when-needed.js" defer></script>');
  // Until the app runs, the contact form cannot be sent natively (fields in the address).
  const contact = await (await request.get('/contact')).text();
  expect(contact).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*disabled)[^>]*>/);
  // The sign-in pages are rendered for a signed-out visitor, and marked so; nor can they be sent
  // natively (the password in the address).
  for (const path of ['/login', '/register', '/forgot-password']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root" data-prerendered data-signed-out-only>');
    expect(html, path).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*disabled)[^>]*>/);
  }
  expect(await (await request.get('/about')).text()).not.toContain('data-signed-out-only');
  // Any other path is the single-page app's empty shell, rendered in the browser.
  for (const path of ['/accept-invite', '/dashboard', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
});

/** DATA_PAGE_PATHS (contracts/public-pages.ts; the functions package is CommonJS, so not imported). */
const dataPages = [
  '/pricing',
  '/terms-and-conditions',
  '/privacy-policy',
  '/affiliate/agreement',
  '/affiliate/program',
  '/affiliate/join',
];

test('the pages that show data are served with it, for the CDN to keep a minute', async ({
  request,
}) => {
  for (const path of dataPages) {
    const response = await request.get(path);
    const html = await response.text();
    expect(response.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=60');
    expect(html, path).toContain('<script type="application/json" id="query-state">');
    // Rendered with the answers: no loading placeholder, nothing left to preload.
    expect(html, path).not.toContain('aria-label="Loading"');
    expect(html, path).not.toContain('rel="preload"');
  }
  // The demo data's own words (scripts/lib/plans.ts, content/policies/privacy.md).
  const pricing = await (await request.get('/pricing')).text();
  for (const plan of ['Free', 'Team', 'Business']) expect(pricing).toContain(`>${plan}<`);
  const privacy = await (await request.get('/privacy-policy')).text();
  expect(privacy).toContain('This policy explains what personal data Parley collects');
  // An address with a query is rendered for that query: the seed's first agreement.
  const earlier = await (await request.get('/affiliate/agreement?version=1')).text();
  expect(earlier).toContain('You are reading an earlier version');
});

test('a page rendered with its data reads nothing more when it starts', async ({ page }) => {
  const problems = watchHydration(page);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/public/')) reads.push(r.url());
  });
  for (const path of ['/pricing', '/privacy-policy', '/affiliate/program']) {
    await page.goto(path);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});

test("a visitor's /pricing loads none of the signed-in pricing code", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/pricing');
  await appStarted(page);
  const start = page.getByRole('link', { name: 'Start with Team' });
  await expect(start).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(
    scripts.filter((path) =>
      /\/(signed-in-pricing|use-companies|use-payment-redirect)-/.test(path),
    ),
  ).toEqual([]);
  // Still a page that works: the plan's link leads to sign-up and back to the plan.
  await start.click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fpricing%3Fplan%3Dteam/);
});

test.describe('in a browser that writes numbers and dates another way', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Pacific/Auckland' });

  test('the pages rendered with prices and dates hydrate without a mismatch', async ({ page }) => {
    const problems = watchHydration(page);
    for (const path of ['/pricing', '/affiliate/program', '/privacy-policy']) {
      await page.goto(path);
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The server's "$12" and "November 1, 2026", not the reader's "12 $" and "1. November 2026".
    await expect(page.getByText(/effective [A-Z][a-z]+ \d{1,2}, \d{4}/).first()).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByText(/\$\d/).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('a prerendered page shows its content with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toHaveAttribute(
    'href',
    '/pricing',
  );
  // A page that shows data shows it too.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();
  await context.close();
});

for (const path of [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/terms-and-conditions',
  '/affiliate/program',
  '/login',
  '/register',
  '/forgot-password',
]) {
  test(`${path} hydrates without a mismatch and responds to input`, async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto(path);
    await appStarted(page);
    // The colour toggle only works once React has adopted the markup.
    const dark = page.getByRole('button', { name: 'Dark colour mode' }).first();
    await dark.click();
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(problems).toEqual([]);
  });
}

test('a visitor who only reads runs none of the app, and a press made before it ran is not lost', async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  // The code is fetched after the first paint (preloaded: compiled, not run).
  await expect(
    page.locator('head > link[rel="modulepreload"][href^="/assets/index-"]'),
  ).toBeAttached();
  expect(await page.locator('#root').getAttribute('data-started')).toBeNull();
  // The visitor's move to the toggle starts the app; the press is held until it listens.
  const dark = page.getByRole('button', { name: 'Dark colour mode' }).first();
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('#root[data-started]')).toBeAttached();
  expect(problems).toEqual([]);
});

test('on a phone, the menu tapped before the app ran opens, once', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/about', { waitUntil: 'networkidle' });
  expect(await page.locator('#root').getAttribute('data-started')).toBeNull();
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.locator('#root[data-started]')).toBeAttached();
  // Handed to React once, after it adopted the page: a second handling would close it again.
  await nextFrame(page);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await context.close();
});

test('a page whose app has not run follows the system turning dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.locator('#root').getAttribute('data-started')).toBeNull();
});

test('a query the prerendered markup did not know is rendered afresh', async ({ page }) => {
  const problems = watchHydration(page);
  await page.goto('/?redirect=%2Fprofile');
  // The landing page's sign-in link carries the redirect, which the static HTML could not.
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute(
    'href',
    '/login?redirect=%2Fprofile',
    { timeout: 20_000 },
  );
  expect(problems).toEqual([]);
});

/**
 * Holds the app's entry script back: the page is only its prerendered HTML until the returned
 * function lets it load.
 */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what a visitor types on /login before the app has started is kept, and signs them in', async ({
  page,
}) => {
  const user = await createUser();
  const release = await holdAppEntry(page);
  const problems = watchHydration(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeDisabled();
  release();
  await appStarted(page);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await signIn.click();
  await expect(page).toHaveURL('/dashboard');
  expect(problems).toEqual([]);
});

test('what a visitor types on /contact before the app has started is kept', async ({ page }) => {
  const release = await holdAppEntry(page);
  const problems = watchHydration(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Name', { exact: true }).fill('Early Bird');
  await page.getByLabel('Email', { exact: true }).fill('early@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Typed before the scripts ran.');
  release();
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Early Bird');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('early@example.com');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'Typed before the scripts ran.',
  );
  expect(problems).toEqual([]);
});

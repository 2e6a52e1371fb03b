import { expect, test, type Page } from './support/test';
import { createUser } from './support/emulators';
import { appStarted } from './support/ui';
import { openSignedIn } from './support/signed-in';

/**
 * Public pages that show data come with it in their HTML (the publicPage function); reached
 * inside the app, they read it from the public JSON (/api/public/*, a Hosting-rewritten function
 * a CDN may cache), with a plain fetch. Either way a visitor's browser neither downloads nor runs
 * the Firestore or Functions SDK, and makes no Firestore request at all.
 */
function traffic(page: Page) {
  const firestore: string[] = [];
  const publicJson: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('google.firestore.v1.Firestore') || /\/documents[:/]/.test(url))
      firestore.push(url);
    if (url.includes('/api/public/')) publicJson.push(url);
    if (request.resourceType() === 'script') scripts.push(url);
  });
  return { firestore, publicJson, scripts };
}

for (const { path, link, json, shows } of [
  // Each is a figure the page can only show once its data answered.
  {
    path: '/pricing',
    link: 'Pricing',
    json: '/api/public/plans',
    shows: (page: Page) => page.getByRole('heading', { name: 'Team', exact: true }),
  },
  {
    path: '/terms-and-conditions',
    link: 'Terms and conditions',
    json: '/api/public/policies/terms',
    shows: (page: Page) => page.getByText(/^Version \d+ · effective /),
  },
  {
    path: '/affiliate/program',
    link: 'Affiliates',
    json: '/api/public/programme-settings',
    shows: (page: Page) => page.getByText(/Payable after/).first(),
  },
]) {
  test(`${path} shows its data, from its HTML or the public JSON, with no Firestore`, async ({
    page,
  }) => {
    const seen = traffic(page);
    const reads = () => seen.publicJson.filter((url) => new URL(url).pathname === json);
    await page.goto(path);
    await expect(shows(page)).toBeVisible();
    await appStarted(page);
    // The data came with the page: the app started without asking for it.
    expect(reads()).toEqual([]);

    // Reached inside the app, the page reads it, once.
    await page.goto('/about');
    await appStarted(page);
    await page.getByRole('link', { name: link, exact: true }).first().click();
    await expect(page).toHaveURL(path);
    await expect(shows(page)).toBeVisible({ timeout: 20_000 });
    expect(reads()).toHaveLength(1);
    expect(seen.firestore).toEqual([]);
    // No Firestore or Functions SDK chunk was even downloaded.
    expect(seen.scripts.filter((url) => /firestore|functions/i.test(url))).toEqual([]);
  });
}

test('the public JSON is cacheable by the CDN and answers unknown paths with 404', async ({
  request,
}) => {
  const plans = await request.get('/api/public/plans');
  expect(plans.status()).toBe(200);
  expect(plans.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  const body = (await plans.json()) as { plans: { id: string; active: boolean }[] };
  expect(body.plans.length).toBeGreaterThan(0);
  expect(body.plans.every((plan) => plan.active)).toBe(true);

  const terms = (await (await request.get('/api/public/policies/terms')).json()) as {
    currentVersion: number;
    text: { version: number; html: string };
    versions: unknown[];
  };
  expect(terms.text.version).toBe(terms.currentVersion);
  expect(terms.text.html).toContain('<h2>1. Your account</h2>');
  expect(terms.versions.length).toBeGreaterThan(0);

  expect((await request.get('/api/public/policies/nope')).status()).toBe(404);
  expect((await request.get('/api/public/policies/terms?version=abc')).status()).toBe(404);
  const missing = await request.get('/api/public/policies/terms?version=999');
  expect(((await missing.json()) as { text: unknown }).text).toBeNull();
  expect((await request.post('/api/public/plans')).status()).toBe(405);
});

/**
 * Auth is loaded on a public page only where someone signed in in this browser (the session
 * marker, src/lib/auth/session-marker.ts): a first-time visitor never downloads it.
 */
test('a visitor who never signed in gets no Auth code; a signed-in one sees the dashboard link', async ({
  page,
}) => {
  const seen = traffic(page);
  await page.goto('/about');
  await appStarted(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The status is learned when the browser is idle (at most 2 s); give it time to go wrong.
  await page.waitForTimeout(2_500);
  expect(seen.scripts.filter((url) => /auth-service/.test(url))).toEqual([]);

  const user = await createUser({ prefix: 'public-header' });
  await openSignedIn(page, user, '/about');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

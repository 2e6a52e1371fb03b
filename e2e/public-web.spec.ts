import { expect, test, type APIResponse } from './support/test';
import { pageDescriptions, type PublicPathId } from '../src/config/page-descriptions';
import { paths, type PathId } from '../src/config/paths';
import { appStarted } from './support/ui';

/**
 * The site as a crawler meets it: plain HTTP requests, no JavaScript. Unknown addresses are real
 * 404s, public profiles are rendered by the server with the person's name, every public page
 * names its canonical address and link-preview card, and the sitemap lists the public pages and
 * profiles (docs/domains/performance.md, "The public web").
 */

/** The seeded demo affiliate's public profile (scripts/lib/demo-accounts.ts). */
const DEMO = { username: 'alex_affiliate', name: 'Alex Affiliate' };

const publicPages = (Object.keys(paths) as PathId[])
  .filter((id) => paths[id].access === 'public')
  .map((id) => ({ ...paths[id], description: pageDescriptions[id as PublicPathId] }));

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The content of the head's `<meta property|name="…">`. */
const meta = (page: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(page)?.[1];

const noRedirects = { maxRedirects: 0 };

async function page404(response: APIResponse, path: string) {
  expect(response.status(), path).toBe(404);
  expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
  // The app's shell: the browser shows the app's Page Not Found.
  expect(await response.text(), path).toContain('<div id="root"></div>');
}

test('an unknown address answers 404, while every route of the app answers 200', async ({
  request,
}) => {
  for (const path of ['/no-such-page', '/no/such/page', '/administrator', '/dashboard/extra']) {
    await page404(await request.get(path), path);
  }
  // Signed-in pages, parameterised routes, the admin area and the aliases are the app's.
  for (const path of [
    '/dashboard',
    '/company/members?tab=x',
    '/invite/some-token',
    '/admin/users/some-uid',
    '/admin/no-such-page',
    '/signup',
    '/accept-invite/',
  ]) {
    const response = await request.get(path, noRedirects);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<div id="root"></div>');
  }
  // One address per page: a trailing slash is sent away.
  for (const [path, to] of [
    ['/about/', '/about'],
    ['/register/', '/register'],
    ['/pricing/', '/pricing'],
  ] as const) {
    const response = await request.get(path, noRedirects);
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, path).toBe(to);
  }
});

test('the app shows its Page Not Found on a 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
});

test("a public profile is served with the person's name; an unknown one is a 404", async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`/@${DEMO.username}`);
  expect(response.status()).toBe(200);
  const profile = await response.text();
  const title = `${DEMO.name} (@${DEMO.username})`;
  expect(profile).toContain(`<title>${title}</title>`);
  expect(meta(profile, 'property="og:title"')).toBe(title);
  expect(meta(profile, 'name="twitter:title"')).toBe(title);
  expect(meta(profile, 'name="description"')).toContain(`${title} on Parley.`);
  expect(meta(profile, 'property="og:type"')).toBe('profile');
  expect(profile).toContain(`<link rel="canonical" href="${baseURL}/@${DEMO.username}">`);
  // The card itself is in the markup, rendered by the server.
  expect(profile).toMatch(new RegExp(`<h1[^>]*>${DEMO.name}</h1>`));

  await page404(await request.get('/@nobody_here'), '/@nobody_here');
  // A username is lowercase: capitals are sent to the one address.
  const capitals = await request.get('/@Alex_Affiliate', noRedirects);
  expect(capitals.status()).toBe(301);
  expect(capitals.headers().location).toBe(`/@${DEMO.username}`);
});

test('a server-rendered profile hydrates as it is, without reading Firestore', async ({ page }) => {
  const problems: string[] = [];
  const firestore: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|Minified React error #4(18|19|20|21|23)/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (/google\.firestore\.v1\.Firestore|\/documents[:/]/.test(request.url()))
      firestore.push(request.url());
  });
  await page.goto(`/@${DEMO.username}`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
  await expect(page).toHaveTitle(`${DEMO.name} (@${DEMO.username})`);
  expect(problems).toEqual([]);
  expect(firestore).toEqual([]);
});

test('every public page names its canonical address, its description and its preview card', async ({
  request,
  baseURL,
}) => {
  expect(publicPages.length).toBeGreaterThan(8);
  const image = `${baseURL}/og-image.png`;
  for (const { path, title, description } of publicPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const page = await response.text();
    const url = `${baseURL}${path}`;
    expect(page, path).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta(page, 'name="description"'), path).toBe(html(description));
    expect(meta(page, 'property="og:url"'), path).toBe(url);
    expect(meta(page, 'property="og:type"'), path).toBe('website');
    expect(meta(page, 'property="og:title"'), path).toBe(html(title));
    expect(meta(page, 'property="og:description"'), path).toBe(html(description));
    expect(meta(page, 'property="og:image"'), path).toBe(image);
    expect(meta(page, 'name="twitter:card"'), path).toBe('summary_large_image');
    expect(meta(page, 'name="twitter:title"'), path).toBe(html(title));
    expect(meta(page, 'name="twitter:description"'), path).toBe(html(description));
    expect(meta(page, 'name="twitter:image"'), path).toBe(image);
  }
  // Each its own words.
  expect(new Set(publicPages.map((entry) => entry.description)).size).toBe(publicPages.length);
  const card = await request.get('/og-image.png');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

test("after a client-side navigation the head is the new page's", async ({ page, baseURL }) => {
  await page.goto('/pricing');
  await appStarted(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Parley' })).toBeVisible();
  await expect(page).toHaveTitle(paths.about.title);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    pageDescriptions.about,
  );
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    paths.about.title,
  );
});

test('robots.txt points to a sitemap of the public pages and every public profile', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(new RegExp(`^Sitemap: ${baseURL}/sitemap\\.xml$`, 'm'));

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const pages = publicPages.filter((entry) => !entry.path.includes(':'));
  for (const { path } of pages) expect(listed, path).toContain(`${baseURL}${path}`);
  expect(listed).toContain(`${baseURL}/@${DEMO.username}`);
  // Nothing else: no signed-in page, no admin page.
  const profiles = listed.filter((url) => url?.startsWith(`${baseURL}/@`));
  expect(listed.length).toBe(pages.length + profiles.length);
});

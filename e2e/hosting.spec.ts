import { expect, test } from './support/test';

test('Hosting serves the app shell uncached and hashed assets as immutable', async ({
  request,
}) => {
  for (const path of ['/', '/dashboard', '/builds/latest.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  const html = await (await request.get('/')).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? '');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const session = await request.post('/api/__session', { data: { token: null } });
  expect(session.status()).toBe(200);
  expect(session.headers()['cache-control']).toBe('private, no-store');
});

test('a crawler finds robots.txt, which points at a sitemap of the public pages and profiles', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /admin\n');
  // An absolute address, as crawlers require: this site's own.
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  expect(sitemapUrl).toBe(`${baseURL}/sitemap.xml`);

  const sitemap = await request.get(sitemapUrl ?? '');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of ['/pricing', '/about', '/affiliate/program']) {
    expect(xml).toMatch(new RegExp(`<loc>[^<]+${path}</loc>`));
  }
  // The demo affiliate's public profile (seeded).
  expect(xml).toMatch(/<loc>[^<]+\/@alex_affiliate<\/loc>/);
});

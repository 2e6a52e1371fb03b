import { ROBOTS_DISALLOW, SITEMAP_MAX_URLS, SITEMAP_PATHS } from '../../contracts/public-pages';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** sitemap.xml (pure): the public pages, then each public profile, under `appUrl`. */
export function renderSitemap(appUrl: string, usernames: readonly string[]): string {
  const urls = [
    ...SITEMAP_PATHS.map((path) => `${appUrl}${path}`),
    ...usernames.map((name) => `${appUrl}/@${encodeURIComponent(name)}`),
  ].slice(0, SITEMAP_MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt (pure): the signed-in app kept out of crawlers' way, and where the sitemap is (an
 * absolute URL, as crawlers require: without the site's address, no Sitemap line). Written by
 * the web build (vite.config.ts): Cloud Functions answer /robots.txt themselves with a 404, so
 * no function can serve it.
 */
export function renderRobots(siteUrl: string | undefined): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    ...(siteUrl ? ['', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`] : []),
    '',
  ].join('\n');
}

import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, SITEMAP_PATHS } from '../../contracts/public-pages';
import { renderRobots, renderSitemap } from './sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('renderSitemap', () => {
  it('lists the public pages, then each public profile, as absolute URLs', () => {
    const xml = renderSitemap('https://parley.example', ['alex_affiliate', 'ada']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(locs(xml)).toEqual([
      ...SITEMAP_PATHS.map((path) => `https://parley.example${path}`),
      'https://parley.example/@alex_affiliate',
      'https://parley.example/@ada',
    ]);
  });

  it('escapes what XML would read as markup, and stops at the limit of one file', () => {
    expect(locs(renderSitemap('https://a.example/?x=1&y=2', []))[0]).toBe(
      'https://a.example/?x=1&#38;y=2/',
    );
    const many = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => `user_${i}`);
    expect(locs(renderSitemap('https://a.example', many))).toHaveLength(SITEMAP_MAX_URLS);
  });
});

describe('renderRobots', () => {
  it('keeps crawlers out of the signed-in app and points at the sitemap by its absolute URL', () => {
    const robots = renderRobots('https://parley.example/');
    expect(robots).toContain('User-agent: *\nDisallow: /admin\n');
    expect(robots).toContain('Disallow: /dashboard\n');
    expect(robots).toContain('\nSitemap: https://parley.example/sitemap.xml\n');
  });

  it("leaves the Sitemap line out without the site's address (crawlers need an absolute one)", () => {
    const robots = renderRobots(undefined);
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).not.toContain('Sitemap');
  });
});

import { describe, expect, it } from 'vitest';
import { ROBOTS_DISALLOW, SITEMAP_PATHS } from '@contracts/public-pages';
import { paths } from './paths';

describe('the pages sitemap.xml lists', () => {
  it('are exactly the public pages of the path table without parameters', () => {
    const publicPages = Object.values(paths)
      .filter((entry) => entry.access === 'public' && !entry.path.includes(':'))
      .map((entry) => entry.path);
    expect([...SITEMAP_PATHS].sort()).toEqual(publicPages.sort());
  });

  it('are none of the paths robots.txt keeps crawlers from', () => {
    for (const path of SITEMAP_PATHS) {
      expect(ROBOTS_DISALLOW.some((kept) => path.startsWith(kept))).toBe(false);
    }
  });
});

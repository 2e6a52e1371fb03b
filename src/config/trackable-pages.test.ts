import { describe, expect, it } from 'vitest';
import { OTHER_PAGE, TRACKABLE_ROUTES, trackedPage } from '@contracts/trackable-pages';
import { paths } from './paths';

describe('the pages tracking accepts', () => {
  it('are exactly the routes of the path table', () => {
    expect([...TRACKABLE_ROUTES].sort()).toEqual(
      Object.values(paths)
        .map((e) => e.path)
        .sort(),
    );
  });

  it('count every route under its own pattern, parameters hidden', () => {
    for (const entry of Object.values(paths)) {
      const filled = entry.path.replace(/:[a-z]+/gi, 'abc123');
      expect(trackedPage(filled)).toBe(entry.path);
    }
    expect(trackedPage('/invite/9f86d081884c7d659a2feaa0c55ad015')).toBe('/invite/:token');
  });

  it('drop the query and the hash, and ignore a trailing slash', () => {
    expect(trackedPage('/pricing/?ref=alex#plans')).toBe('/pricing');
    expect(trackedPage('/')).toBe('/');
  });

  it('keep a public profile, and fold anything else into one key', () => {
    expect(trackedPage('/@alex_affiliate')).toBe('/@alex_affiliate');
    expect(trackedPage('/@Alex')).toBe(OTHER_PAGE);
    expect(trackedPage(`/${'x'.repeat(120)}`)).toBe(OTHER_PAGE);
    expect(trackedPage('/pricing/extra')).toBe(OTHER_PAGE);
    expect(trackedPage('pricing')).toBe('/pricing');
    expect(trackedPage('/invite/')).toBe(OTHER_PAGE);
  });
});

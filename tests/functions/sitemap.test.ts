import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/companies';
import { hostingUrl } from '../support/env';

/** As a crawler asks: a plain GET through Hosting, which rewrites to the `sitemap` function. */
const crawl = (path: string) => fetch(`${hostingUrl()}${path}`);

describe('sitemap.xml through Hosting', () => {
  it('lists the public pages and every public profile, cached by the CDN', async () => {
    const username = `map_${randomUUID().slice(0, 8)}`;
    await adminDb.doc(`publicProfiles/${username}`).set({
      username,
      displayName: 'Map Person',
      photoURL: null,
      bio: null,
      joinedAt: null,
    });

    const response = await crawl('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600');
    const xml = await response.text();
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/pricing<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/affiliate\/apply<\/loc>/);
    expect(xml).toContain(`/@${username}</loc>`);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/dashboard');
  });
});

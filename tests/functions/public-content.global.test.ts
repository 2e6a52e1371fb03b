import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { PublicPlans, PublicPolicy, PublicProgrammeSettings } from '@contracts/public-content';
import { publishPolicy } from '../../functions/src/services/policies/publish-policy';
import { seedTestPlans } from '../support/billing';
import { functionsUrl } from '../support/env';

/**
 * The public JSON (`publicContent`, behind Hosting's /api/public/* rewrite), called on the
 * Functions emulator: what the public pages show, with the CDN cache header.
 */
const db = getFirestore();
const get = (path: string, init?: RequestInit) =>
  fetch(`${functionsUrl()}/publicContent/api/public${path}`, init);

describe('the public JSON', () => {
  it('lists only the plans on offer, in order, cacheable by the CDN', async () => {
    await seedTestPlans();
    const hidden = `retired-${Date.now()}`;
    await db.doc(`plans/${hidden}`).set({ name: 'Retired', active: false, order: 0 });
    const response = await get('/plans');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const { plans } = (await response.json()) as PublicPlans;
    expect(plans.map((plan) => plan.id)).not.toContain(hidden);
    expect(plans.length).toBeGreaterThan(0);
    const orders = plans.map((plan) => plan.order as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('serves a policy as HTML: the current version, an earlier one, and every version', async () => {
    const summary = `Public JSON ${Date.now()}`;
    const { version } = await publishPolicy(
      {
        kind: 'privacy',
        title: 'Privacy Policy',
        content: `## What we keep\n\n${summary} <script>alert(1)</script>`,
        summary,
        effectiveDate: '2026-11-24',
      },
      { db, now: Date.now() },
    );
    const current = (await (await get('/policies/privacy')).json()) as PublicPolicy;
    expect(current.currentVersion).toBe(version);
    expect(current.text?.version).toBe(version);
    expect(current.text?.html).toContain('<h2>What we keep</h2>');
    expect(current.text?.html).toContain('&lt;script&gt;');
    expect(current.versions[0]).toEqual({ version, effectiveDate: '2026-11-24', summary });

    if (version > 1) {
      const earlier = (await (
        await get(`/policies/privacy?version=${version - 1}`)
      ).json()) as PublicPolicy;
      expect(earlier.text?.version).toBe(version - 1);
      expect(earlier.currentVersion).toBe(version);
    }
    const missing = (await (
      await get(`/policies/privacy?version=${version + 5}`)
    ).json()) as PublicPolicy;
    expect(missing.text).toBeNull();
  });

  it('serves the programme settings, parsed, with defaults for what is not saved', async () => {
    const { settings } = (await (
      await get('/programme-settings')
    ).json()) as PublicProgrammeSettings;
    expect(settings.currency).toBe('usd');
    expect(typeof settings.holdDays).toBe('number');
  });

  it('refuses what it does not serve', async () => {
    expect((await get('/policies/unknown')).status).toBe(404);
    expect((await get('/policies/terms?version=0')).status).toBe(404);
    expect((await get('/users')).status).toBe(404);
    expect((await get('/plans', { method: 'POST' })).status).toBe(405);
  });
});

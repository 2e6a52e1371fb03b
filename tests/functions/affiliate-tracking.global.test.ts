import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKABLE_ROUTES } from '@contracts/trackable-pages';
import {
  adminDb,
  affiliateClient,
  closeClients,
  createAffiliate,
  errorCode,
  rollupTotals,
  visit,
} from '../support/affiliates';

afterEach(closeClients);

const visitsOfSession = async (sessionId: string) =>
  (await adminDb.collection('affiliateVisits').where('sessionId', '==', sessionId).get()).docs;

describe('trackAffiliateVisit', () => {
  it('records a visit of an approved affiliate and rolls it up, storing no raw address or full referrer', async () => {
    const affiliate = await createAffiliate();
    const call = await affiliateClient();
    const input = visit(affiliate.username, {
      page: '/pricing?plan=pro',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
    });
    expect(await call(input)).toMatchObject({ tracked: true });

    const sessionId =
      input.action === 'trackAffiliateVisit' ? input.payload.visitData.sessionId : '';
    const [stored] = await visitsOfSession(sessionId);
    expect(stored?.data()).toMatchObject({
      affiliateUid: affiliate.uid,
      page: '/pricing',
      referrerHost: 'news.example.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
    });
    expect(JSON.stringify(stored?.data())).not.toMatch(/127\.0\.0\.1|::1|some\/article/);
    // The emulator hands functions no client address (null here); in production a salted hash.
    expect(String(stored?.get('ipHash') ?? 'null')).toMatch(/^(null|[0-9a-f]{64})$/);
    expect(await rollupTotals(affiliate.uid)).toEqual({ visits: 1, uniqueSessions: 1, signups: 0 });
    const session = await adminDb.doc(`affiliateSessions/${sessionId}`).get();
    expect(session.get('firstTouch')).toMatchObject({
      affiliateUid: affiliate.uid,
      page: '/pricing',
    });
  });

  it.each([
    ['an unknown affiliate', async () => 'no_such_affiliate'],
    ['a suspended affiliate', async () => (await createAffiliate('suspended')).username],
  ])('does not count %s and stores nothing', async (_, username) => {
    const input = visit(await username());
    const call = await affiliateClient();
    expect(await call(input)).toMatchObject({ tracked: false });
    const sessionId =
      input.action === 'trackAffiliateVisit' ? input.payload.visitData.sessionId : '';
    expect(await visitsOfSession(sessionId)).toHaveLength(0);
  });

  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'curl/8.5.0',
    'Mozilla/5.0 HeadlessChrome/140.0',
    '',
  ])('ignores the obvious bot %j', async (userAgent) => {
    const affiliate = await createAffiliate();
    const call = await affiliateClient();
    expect(await call(visit(affiliate.username, { userAgent }))).toMatchObject({ tracked: false });
    expect(await rollupTotals(affiliate.uid)).toEqual({ visits: 0, uniqueSessions: 0, signups: 0 });
  });

  it('counts the same session and page once per window, other pages of the session again', async () => {
    const affiliate = await createAffiliate();
    const call = await affiliateClient();
    const sessionId = randomUUID();
    expect(await call(visit(affiliate.username, { sessionId, page: '/' }))).toMatchObject({
      tracked: true,
    });
    expect(await call(visit(affiliate.username, { sessionId, page: '/' }))).toMatchObject({
      tracked: false,
    });
    expect(await call(visit(affiliate.username, { sessionId, page: '/about' }))).toMatchObject({
      tracked: true,
    });
    expect(await rollupTotals(affiliate.uid)).toEqual({ visits: 2, uniqueSessions: 1, signups: 0 });
  });

  it('limits one session to 30 visits a minute (resource-exhausted), storing nothing past the limit', async () => {
    const affiliate = await createAffiliate();
    const call = await affiliateClient();
    const sessionId = randomUUID();
    // Thirty different pages of the app (one page twice would be a repeat, not counted).
    for (const page of TRACKABLE_ROUTES.slice(0, 30)) {
      expect(await call(visit(affiliate.username, { sessionId, page }))).toMatchObject({
        tracked: true,
      });
    }
    expect(
      await errorCode(call(visit(affiliate.username, { sessionId, page: '/one-too-many' }))),
    ).toBe('functions/resource-exhausted');
    expect(await visitsOfSession(sessionId)).toHaveLength(30);
  });

  it('answers when the referral ends: the click plus the window, not moved by page views', async () => {
    const affiliate = await createAffiliate();
    const call = await affiliateClient();
    const sessionId = randomUUID();
    const before = Date.now();
    const click = (await call(visit(affiliate.username, { sessionId }))) as {
      referralExpiresAt: number;
    };
    const window = 60 * 86_400_000;
    expect(click.referralExpiresAt).toBeGreaterThanOrEqual(before + window);
    expect(click.referralExpiresAt).toBeLessThanOrEqual(Date.now() + window);
    const view = await call(visit(affiliate.username, { sessionId, page: '/about', touch: false }));
    expect(view).toEqual({ tracked: true, referralExpiresAt: click.referralExpiresAt });
  });

  it('ends the referral a window after the latest click, which first touch still credits', async () => {
    const affiliate = await createAffiliate();
    const sessionId = randomUUID();
    const old = { affiliateUid: affiliate.uid, at: Date.now() - 40 * 86_400_000, page: '/' };
    await adminDb.doc(`affiliateSessions/${sessionId}`).set({ firstTouch: old, lastTouch: old });
    const before = Date.now();
    const call = await affiliateClient();
    const again = (await call(visit(affiliate.username, { sessionId, page: '/pricing' }))) as {
      referralExpiresAt: number;
    };
    expect(again.referralExpiresAt).toBeGreaterThanOrEqual(before + 60 * 86_400_000);
  });

  it('takes a visit from an app built before touches as the first touch only', async () => {
    const affiliate = await createAffiliate();
    const call = await affiliateClient();
    const sessionId = randomUUID();
    const legacy = (page: string) => {
      const input = visit(affiliate.username, { sessionId, page });
      if (input.action === 'trackAffiliateVisit') delete input.payload.visitData.touch;
      return input;
    };
    await call(legacy('/'));
    const first = (await adminDb.doc(`affiliateSessions/${sessionId}`).get()).get('firstTouch');
    expect(first).toMatchObject({ affiliateUid: affiliate.uid, page: '/' });
    await call(legacy('/about'));
    const session = (await adminDb.doc(`affiliateSessions/${sessionId}`).get()).data();
    expect(session?.lastTouch).toEqual(first);
  });

  it('counts a page under its route, never the token or id in it, and drops odd UTM values', async () => {
    const affiliate = await createAffiliate();
    const call = await affiliateClient();
    const sessionId = randomUUID();
    await call(
      visit(affiliate.username, {
        sessionId,
        page: '/invite/3f2a9c0d1e4b5a6978f0e1d2c3b4a596',
        utmSource: '  NewsLetter ',
        utmCampaign: '<script>alert(1)</script>',
        utmMedium: 'x'.repeat(65),
      }),
    );
    await call(visit(affiliate.username, { sessionId, page: '/no/such/page' }));
    const visits = (await visitsOfSession(sessionId)).map((d) => d.data());
    expect(visits.map((v) => v.page as string).sort()).toEqual(['(other page)', '/invite/:token']);
    const invite = visits.find((v) => v.page === '/invite/:token');
    expect(invite).toMatchObject({ utmSource: 'newsletter', utmCampaign: null, utmMedium: null });
    expect(invite?.expireAt).toBeDefined();
    const session = await adminDb.doc(`affiliateSessions/${sessionId}`).get();
    expect(session.get('expireAt')).toBeDefined();
  });

  it('keeps the first touch of a session when another affiliate link is visited later', async () => {
    const first = await createAffiliate();
    const second = await createAffiliate();
    const call = await affiliateClient();
    const sessionId = randomUUID();
    await call(visit(first.username, { sessionId }));
    await call(visit(second.username, { sessionId }));
    const session = await adminDb.doc(`affiliateSessions/${sessionId}`).get();
    expect(session.get('firstTouch.affiliateUid')).toBe(first.uid);
    expect(session.get('lastTouch.affiliateUid')).toBe(second.uid);
  });

  it.each([
    ['a username with capitals', { affiliateUsername: 'Bad-Name' }],
    ['a session id that is not a UUID', { sessionId: 'not-a-uuid' }],
  ])('refuses %s with invalid-argument', async (_, bad) => {
    const affiliate = await createAffiliate();
    const input = visit(affiliate.username) as {
      action: 'trackAffiliateVisit';
      payload: { affiliateUsername: string; visitData: Record<string, unknown> };
    };
    if ('affiliateUsername' in bad) input.payload.affiliateUsername = bad.affiliateUsername;
    if ('sessionId' in bad) input.payload.visitData.sessionId = bad.sessionId;
    const call = await affiliateClient();
    expect(await errorCode(call(input as never))).toBe('functions/invalid-argument');
  });

  it('refuses an unknown action with invalid-argument', async () => {
    const call = await affiliateClient();
    expect(await errorCode(call({ action: 'deleteEverything', payload: {} } as never))).toBe(
      'functions/invalid-argument',
    );
  });
});

import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_UA,
  adminDb,
  affiliateClient,
  closeClients,
  createAffiliate,
  errorCode,
  today,
  visit,
} from '../support/affiliates';
import { affiliateConfig } from '../../functions/src/services/affiliate/config';
import { MAX_KEYS_PER_BREAKDOWN } from '../../functions/src/services/affiliate/merge-rollups';
import { sealFinishedDays } from '../../functions/src/services/affiliate/seal-finished-days';
import { trackAffiliateVisit } from '../../functions/src/services/affiliate/track-visit';
import { createSignedInUser } from '../support/users';

afterEach(closeClients);

let affiliate: Awaited<ReturnType<typeof createAffiliate>>;
let convertedSession: string;

beforeAll(async () => {
  affiliate = await createAffiliate();
  const visitor = await affiliateClient();
  convertedSession = randomUUID();
  await visitor(
    visit(affiliate.username, {
      sessionId: convertedSession,
      page: '/pricing',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
    }),
  );
  await visitor(
    visit(affiliate.username, {
      sessionId: convertedSession,
      page: '/about',
      utmSource: 'newsletter',
    }),
  );
  await visitor(visit(affiliate.username, { page: '/pricing', referrer: '' }));
  const user = await createSignedInUser();
  const asUser = await affiliateClient(user);
  await asUser({
    action: 'processAttribution',
    payload: { userId: user.uid, sessionId: convertedSession },
  });
});

const analytics = (affiliateUserId: string, from = today(), to = today()) => ({
  action: 'getVisitAnalytics' as const,
  payload: { affiliateUserId, dateRange: { from, to } },
});
const recent = (affiliateUserId: string, limit?: number) => ({
  action: 'getRecentVisits' as const,
  payload: limit === undefined ? { affiliateUserId } : { affiliateUserId, limit },
});

describe('getVisitAnalytics', () => {
  it('answers the affiliate with totals, per-day figures, breakdowns and conversion, from rollups', async () => {
    const data = await (await affiliateClient(affiliate))(analytics(affiliate.uid));
    expect(data).toMatchObject({
      totals: { visits: 3, uniqueSessions: 2, signups: 1, conversionRate: 0.5 },
      perDay: [{ day: today(), visits: 3, uniqueSessions: 2, signups: 1 }],
      topPages: [
        { key: '/pricing', count: 2 },
        { key: '/about', count: 1 },
      ],
      topReferrers: [
        { key: 'news.example.com', count: 2 },
        { key: '(direct)', count: 1 },
      ],
      utmSources: [
        { key: 'newsletter', count: 2 },
        { key: '(none)', count: 1 },
      ],
      utmCampaigns: [
        { key: '(none)', count: 2 },
        { key: 'launch', count: 1 },
      ],
    });
  });

  it('fills every day of the range, also the empty ones', async () => {
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const data = (await (
      await affiliateClient(affiliate)
    )(analytics(affiliate.uid, from))) as { perDay: unknown[] };
    expect(data.perDay).toHaveLength(7);
  });

  it('is open to a super admin but not to another user or a visitor', async () => {
    const admin = await createSignedInUser({ superAdmin: true });
    expect(await (await affiliateClient(admin))(analytics(affiliate.uid))).toMatchObject({
      totals: { visits: 3 },
    });
    const stranger = await createSignedInUser();
    expect(await errorCode((await affiliateClient(stranger))(analytics(affiliate.uid)))).toBe(
      'functions/permission-denied',
    );
    expect(await errorCode((await affiliateClient())(analytics(affiliate.uid)))).toBe(
      'functions/unauthenticated',
    );
  });

  it('refuses a range that ends before it starts, or is longer than a year', async () => {
    const call = await affiliateClient(affiliate);
    expect(await errorCode(call(analytics(affiliate.uid, '2026-02-02', '2026-02-01')))).toBe(
      'functions/invalid-argument',
    );
    expect(await errorCode(call(analytics(affiliate.uid, '2024-01-01', '2026-01-01')))).toBe(
      'functions/invalid-argument',
    );
    expect(await errorCode(call(analytics(affiliate.uid, 'yesterday', '2026-01-01')))).toBe(
      'functions/invalid-argument',
    );
  });
});

describe('rollup sealing', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const shard = (uid: string, day: string, n: number, visits: number, page: string) =>
    adminDb.doc(`affiliateRollupShards/${uid}_${day}_${n}`).set({
      affiliateUid: uid,
      day,
      visits,
      uniqueSessions: visits,
      pages: { [page]: visits },
    });
  const shardsOf = async (uid: string, day: string) =>
    (
      await adminDb
        .collection('affiliateRollupShards')
        .where('affiliateUid', '==', uid)
        .where('day', '==', day)
        .get()
    ).size;

  it('folds a finished day into one document, counts it once, and folds a late shard later', async () => {
    const seller = await createAffiliate();
    const past = daysAgo(3);
    await Promise.all([
      shard(seller.uid, past, 1, 4, '/'),
      shard(seller.uid, past, 2, 6, '/pricing'),
      shard(seller.uid, past, 3, 5, '/pricing'),
    ]);
    await (
      await affiliateClient()
    )(visit(seller.username, { page: '/about' }));
    const call = await affiliateClient(seller);
    const range = analytics(seller.uid, past, today());

    const first = (await call(range)) as { totals: { visits: number } };
    expect(first.totals.visits).toBe(16);
    expect(await shardsOf(seller.uid, past)).toBe(0);
    expect(await shardsOf(seller.uid, today())).toBe(1); // today is live: never sealed
    const sealed = await adminDb.doc(`affiliateRollups/${seller.uid}_${past}`).get();
    expect(sealed.data()).toMatchObject({
      visits: 15,
      uniqueSessions: 15,
      pages: { '/': 4, '/pricing': 11 },
    });

    expect(await call(range)).toMatchObject({
      totals: { visits: 16 },
      topPages: [
        { key: '/pricing', count: 11 },
        { key: '/', count: 4 },
        { key: '/about', count: 1 },
      ],
    });

    await shard(seller.uid, past, 9, 2, '/'); // a straggler committed after the seal
    expect(await call(range)).toMatchObject({ totals: { visits: 18 } });
    expect(await shardsOf(seller.uid, past)).toBe(0);
    expect((await adminDb.doc(`affiliateRollups/${seller.uid}_${past}`).get()).get('visits')).toBe(
      17,
    );
  });

  it('700 visits with unique 120-character keys: sealing and analytics succeed, the day stays bounded', async () => {
    const seller = await createAffiliate();
    const yesterday = Date.now() - 86_400_000;
    const unique = (i: number, tag: string) => `${tag}${i}`.padEnd(120, 'x');
    const deps = {
      db: adminDb,
      config: affiliateConfig({}),
      now: yesterday,
      clientIp: null,
      allowClient: () => true,
    };
    // Straight to the service (as the callable would, a day ago): 700 calls over HTTP would
    // take a minute; the transactions and documents are the real ones.
    const queue = Array.from({ length: 700 }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
          await trackAffiliateVisit(
            {
              affiliateUsername: seller.username,
              visitData: {
                page: `/${unique(i, 'page')}`,
                referrer: `https://${unique(i, 'h').slice(0, 60)}.${unique(i, 'd').slice(0, 55)}.com/`,
                userAgent: BROWSER_UA,
                sessionId: randomUUID(),
                timestamp: yesterday,
                utmSource: unique(i, 's'),
                utmMedium: unique(i, 'm').slice(0, 64),
                utmCampaign: unique(i, 'c'),
                touch: true,
              },
            },
            deps,
          );
        }
      }),
    );
    const day = new Date(yesterday).toISOString().slice(0, 10);
    await sealFinishedDays(adminDb, Date.now());
    const sealed = (await adminDb.doc(`affiliateRollups/${seller.uid}_${day}`).get()).data();
    expect(sealed?.visits).toBe(700);
    for (const breakdown of ['pages', 'referrers', 'utmSources', 'utmMediums', 'utmCampaigns']) {
      const counts = (sealed?.[breakdown] ?? {}) as Record<string, number>;
      expect(Object.keys(counts).length).toBeLessThanOrEqual(MAX_KEYS_PER_BREAKDOWN);
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(700);
    }
    // Pages outside the app are one key; UTM values outside the alphabet or too long, none.
    expect(sealed?.pages).toEqual({ '(other page)': 700 });
    expect(sealed?.utmSources).toEqual({ '(none)': 700 });
    expect(Object.keys(sealed?.utmMediums ?? {})).toHaveLength(MAX_KEYS_PER_BREAKDOWN);
    expect(sealed?.referrers?.['(other)']).toBe(700 - (MAX_KEYS_PER_BREAKDOWN - 1));

    const answer = (await (
      await affiliateClient(seller)
    )(analytics(seller.uid, day, day))) as {
      totals: { visits: number };
      topReferrers: unknown[];
    };
    expect(answer.totals.visits).toBe(700);
    expect(answer.topReferrers).toHaveLength(10);
  }, 120_000);
});

describe('getRecentVisits', () => {
  it('returns the latest visits, newest first, with the conversion and nothing that identifies a person', async () => {
    const { visits } = (await (
      await affiliateClient(affiliate)
    )(recent(affiliate.uid))) as { visits: Record<string, unknown>[] };
    expect(visits).toHaveLength(3);
    const times = visits.map((v) => v.at as number);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(visits.filter((v) => v.converted)).toHaveLength(2);
    for (const v of visits) {
      expect(Object.keys(v).sort()).toEqual([
        'at',
        'converted',
        'page',
        'referrerHost',
        'utmCampaign',
        'utmMedium',
        'utmSource',
      ]);
    }
  });

  describe('limit (default 50, capped at 100)', () => {
    let busy: Awaited<ReturnType<typeof createAffiliate>>;
    beforeAll(async () => {
      busy = await createAffiliate();
      const batch = adminDb.batch();
      const start = Date.now() - 200_000;
      for (let i = 0; i < 105; i += 1) {
        batch.set(adminDb.collection('affiliateVisits').doc(), {
          affiliateUid: busy.uid,
          bucket: i % 10,
          sessionId: randomUUID(),
          page: `/p${i}`,
          referrerHost: null,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          at: start + i * 1000,
        });
      }
      await batch.commit();
    });

    it.each([
      [undefined, 50],
      [1, 1],
      [100, 100],
      [101, 100],
    ])('limit %s returns %i visits', async (limit, expected) => {
      const { visits } = (await (
        await affiliateClient(busy)
      )(recent(busy.uid, limit))) as { visits: { page: string }[] };
      expect(visits).toHaveLength(expected);
      expect(visits[0]?.page).toBe('/p104');
    });

    it('refuses limit 0 with invalid-argument', async () => {
      expect(await errorCode((await affiliateClient(busy))(recent(busy.uid, 0)))).toBe(
        'functions/invalid-argument',
      );
    });
  });

  it('is refused to another user', async () => {
    const stranger = await createSignedInUser();
    expect(await errorCode((await affiliateClient(stranger))(recent(affiliate.uid)))).toBe(
      'functions/permission-denied',
    );
  });
});

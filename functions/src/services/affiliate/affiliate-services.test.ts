import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import { affiliateConfig } from './config';
import { createRateLimiter } from './rate-limiter';
import { MAX_KEYS_PER_BREAKDOWN, OTHER_KEY, capKeys, mergeRollups } from './merge-rollups';
import { summarizeRollups } from './summarize-rollups';
import { trackAffiliateVisit } from './track-visit';
import { countKey, dayKey, daysBetween, isLikelyBot, referrerHost } from './visit-fields';

describe('visit fields', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      false,
    ],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['facebookexternalhit/1.1', true],
    ['python-requests/2.31', true],
    ['', true],
  ])('isLikelyBot(%j) is %s', (ua, bot) => expect(isLikelyBot(ua)).toBe(bot));

  it('keeps only the referrer host', () => {
    expect(referrerHost('https://News.Example.com/a/b?c=d')).toBe('news.example.com');
    expect(referrerHost('not a url')).toBeNull();
    expect(referrerHost('')).toBeNull();
    expect(countKey(null)).toBe('(none)');
    expect(countKey('  ', '(direct)')).toBe('(direct)');
  });

  it('counts UTC days', () => {
    expect(dayKey(Date.UTC(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('createRateLimiter', () => {
  it('allows `limit` calls per key per window, then refuses until the window ends', () => {
    const allow = createRateLimiter(2, 60_000);
    expect([allow('a', 0), allow('a', 1), allow('a', 2), allow('b', 2)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(allow('a', 60_000)).toBe(true);
  });
});

describe('trackAffiliateVisit before any Firestore access', () => {
  const db = new Proxy(
    {},
    {
      get: () =>
        vi.fn(() => {
          throw new Error('Firestore must not be touched');
        }),
    },
  ) as unknown as Firestore;
  const visitData = {
    page: '/',
    referrer: '',
    userAgent: 'Mozilla/5.0 Chrome/140',
    sessionId: '6f1c1f7e-7a6f-4c1e-9a39-2d5b1f0c3a11',
    timestamp: 0,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
  };

  it('refuses a client over its limit with resource-exhausted, keyed by a salted hash of its address', async () => {
    const allowClient = vi.fn(() => false);
    const error = await trackAffiliateVisit(
      { affiliateUsername: 'alex', visitData },
      { db, config: affiliateConfig({}), now: 1, clientIp: '203.0.113.9', allowClient },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect((error as HttpsError).code).toBe('resource-exhausted');
    const key = (allowClient.mock.calls[0] as unknown[])[0] as string;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.9');
  });

  it('answers tracked: false for a bot without looking anything up', async () => {
    await expect(
      trackAffiliateVisit(
        { affiliateUsername: 'alex', visitData: { ...visitData, userAgent: 'Googlebot/2.1' } },
        { db, config: affiliateConfig({}), now: 1, clientIp: null, allowClient: () => true },
      ),
    ).resolves.toEqual({ tracked: false, referralExpiresAt: null });
  });
});

describe('summarizeRollups', () => {
  it('adds shards per day, ranks breakdowns and computes the conversion rate', () => {
    const result = summarizeRollups(
      ['2026-01-01', '2026-01-02'],
      [
        {
          affiliateUid: 'a',
          day: '2026-01-01',
          visits: 3,
          uniqueSessions: 2,
          pages: { '/': 2, '/about': 1 },
        },
        {
          affiliateUid: 'a',
          day: '2026-01-01',
          visits: 1,
          uniqueSessions: 1,
          signups: 1,
          pages: { '/about': 1 },
        },
        {
          affiliateUid: 'a',
          day: '2026-01-02',
          visits: 2,
          uniqueSessions: 1,
          referrers: { 'x.com': 2 },
        },
        { affiliateUid: 'a', day: '2025-12-31', visits: 99 },
      ],
    );
    expect(result.totals).toEqual({
      visits: 6,
      uniqueSessions: 4,
      signups: 1,
      conversionRate: 0.25,
    });
    expect(result.perDay).toEqual([
      { day: '2026-01-01', visits: 4, uniqueSessions: 3, signups: 1 },
      { day: '2026-01-02', visits: 2, uniqueSessions: 1, signups: 0 },
    ]);
    expect(result.topPages).toEqual([
      { key: '/', count: 2 },
      { key: '/about', count: 2 },
    ]);
    expect(result.topReferrers).toEqual([{ key: 'x.com', count: 2 }]);
  });

  it('answers a zero conversion rate when nobody visited', () => {
    expect(summarizeRollups(['2026-01-01'], []).totals.conversionRate).toBe(0);
  });
});

describe('mergeRollups', () => {
  it('adds counters and breakdowns of shards and a sealed day, skipping missing ones', () => {
    expect(
      mergeRollups('a', '2026-01-01', [
        undefined,
        { affiliateUid: 'a', day: '2026-01-01', visits: 2, pages: { '/': 2 } },
        {
          affiliateUid: 'a',
          day: '2026-01-01',
          visits: 3,
          signups: 1,
          pages: { '/': 1, '/pricing': 2 },
          utmSources: { x: 3 },
        },
      ]),
    ).toEqual({
      affiliateUid: 'a',
      day: '2026-01-01',
      visits: 5,
      uniqueSessions: 0,
      signups: 1,
      pages: { '/': 3, '/pricing': 2 },
      referrers: {},
      utmSources: { x: 3 },
      utmMediums: {},
      utmCampaigns: {},
    });
  });
});

describe('capKeys', () => {
  it('keeps the most counted keys and sums the rest into (other), losing no count', () => {
    const counts = Object.fromEntries(
      Array.from({ length: 10_000 }, (_, i) => [`k${String(i).padStart(5, '0')}`, (i % 7) + 1]),
    );
    const capped = capKeys(counts);
    expect(Object.keys(capped)).toHaveLength(MAX_KEYS_PER_BREAKDOWN);
    const sum = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
    expect(sum(capped)).toBe(sum(counts));
    expect(capped[OTHER_KEY]).toBeGreaterThan(0);
    expect(
      Math.min(
        ...Object.entries(capped)
          .filter(([k]) => k !== OTHER_KEY)
          .map(([, n]) => n),
      ),
    ).toBe(7);
  });

  it('folds into an existing (other) and leaves small maps alone', () => {
    expect(capKeys({ a: 5, b: 1, [OTHER_KEY]: 2 }, 2)).toEqual({ a: 5, [OTHER_KEY]: 3 });
    const small = { a: 1 };
    expect(capKeys(small)).toBe(small);
  });

  it('caps every breakdown of a merge, and ignores counters that are not numbers', () => {
    const many = Object.fromEntries(Array.from({ length: 700 }, (_, i) => [`r${i}`, 1]));
    const merged = mergeRollups('a', '2026-01-01', [
      { affiliateUid: 'a', day: '2026-01-01', visits: 700, referrers: many, utmCampaigns: many },
      { affiliateUid: 'a', day: '2026-01-01', visits: 'x' as unknown as number },
    ]);
    expect(merged.visits).toBe(700);
    expect(Object.keys(merged.referrers ?? {})).toHaveLength(MAX_KEYS_PER_BREAKDOWN);
    expect(merged.referrers?.[OTHER_KEY]).toBe(700 - (MAX_KEYS_PER_BREAKDOWN - 1));
    expect(Object.keys(merged.utmCampaigns ?? {})).toHaveLength(MAX_KEYS_PER_BREAKDOWN);
  });
});

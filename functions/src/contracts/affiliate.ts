import { z } from 'zod';
import { operation, operations } from './operation';
import {
  AFFILIATE_USERNAME_PATTERN,
  RECENT_VISITS_DEFAULT,
  RECENT_VISITS_MAX,
} from './affiliate-constants';

export { AFFILIATE_USERNAME_PATTERN, RECENT_VISITS_DEFAULT, RECENT_VISITS_MAX };

export const affiliateUsernameSchema = z.string().regex(AFFILIATE_USERNAME_PATTERN);

/** Analytics cover at most this many days per call (rollups read = days × shards). */
export const ANALYTICS_MAX_DAYS = 366;

/** Longest UTM value kept. */
export const UTM_MAX = 64;
const UTM_PATTERN = /^[a-z0-9][a-z0-9 ._+-]*$/;

/**
 * A UTM value as it is counted: trimmed, lower case, at most UTM_MAX characters of letters,
 * digits, space and `. _ + -`; anything else is dropped (null), never refused: a visitor's
 * tracking must not fail on a campaign's spelling, and a rollup must not grow on made-up values.
 */
export function normalizeUtm(value: string | null | undefined): string | null {
  const v = value?.trim().toLowerCase();
  return v && v.length <= UTM_MAX && UTM_PATTERN.test(v) ? v : null;
}

const utm = z.string().max(2048).nullish().transform(normalizeUtm);

/** SPEC §3: affiliate visit data sent on tracking. */
export const visitDataSchema = z.object({
  page: z.string().min(1).max(2048),
  referrer: z.string().max(2048).default(''),
  userAgent: z.string().max(1024).default(''),
  sessionId: z.uuid(),
  timestamp: z.number().int().nonnegative(),
  utmSource: utm,
  utmMedium: utm,
  utmCampaign: utm,
  /**
   * The visit carried `?ref=`/`?affiliate=`: a touch, which starts (or, for last touch, moves)
   * the attribution window. Every other page view is counted as a visit and nothing more.
   * Absent (an app built before touches were told apart): a touch only when the session has
   * none yet, so those visitors keep their referral and page views still move nothing.
   */
  touch: z.boolean().optional(),
});
export type VisitData = z.input<typeof visitDataSchema>;

const isoDay = z.iso.date();

const affiliateUserId = z.string().min(1).max(128);

export const trackVisitResultSchema = z.object({
  tracked: z.boolean(),
  /**
   * When this browser's referral ends (ms): its credited touch plus the programme's window.
   * The app forgets the stored affiliate then. Absent when the session has no touch.
   */
  referralExpiresAt: z.number().nullish(),
});
export const attributionResultSchema = z.object({ attributed: z.boolean() });

const countList = z.array(z.object({ key: z.string(), count: z.number().int().nonnegative() }));
export const visitAnalyticsSchema = z.object({
  from: isoDay,
  to: isoDay,
  totals: z.object({
    visits: z.number().int().nonnegative(),
    uniqueSessions: z.number().int().nonnegative(),
    signups: z.number().int().nonnegative(),
    /** signups / unique sessions, 0 when there were none. */
    conversionRate: z.number().nonnegative(),
  }),
  perDay: z.array(
    z.object({
      day: isoDay,
      visits: z.number().int().nonnegative(),
      uniqueSessions: z.number().int().nonnegative(),
      signups: z.number().int().nonnegative(),
    }),
  ),
  topPages: countList,
  topReferrers: countList,
  utmSources: countList,
  utmMediums: countList,
  utmCampaigns: countList,
});
export type VisitAnalytics = z.infer<typeof visitAnalyticsSchema>;

export const recentVisitSchema = z.object({
  page: z.string(),
  referrerHost: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  at: z.number(),
  converted: z.boolean(),
});
export type RecentVisit = z.infer<typeof recentVisitSchema>;
export const recentVisitsResultSchema = z.object({ visits: z.array(recentVisitSchema) });

/**
 * SPEC §7: `affiliateOperations`, one callable with four actions. Tracking is open to visitors;
 * attribution is the signed-in user's own; analytics are the affiliate's own or a super admin's
 * (checked by the handler, which knows whose they are).
 */
export const affiliateOperations = operations({
  trackAffiliateVisit: operation({
    input: z.object({ affiliateUsername: affiliateUsernameSchema, visitData: visitDataSchema }),
    output: trackVisitResultSchema,
    errors: ['rateLimited'],
    access: 'public',
  }),
  processAttribution: operation({
    input: z.object({ userId: z.string().min(1).max(128), sessionId: z.uuid() }),
    output: attributionResultSchema,
    access: 'signedIn',
  }),
  getVisitAnalytics: operation({
    input: z.object({ affiliateUserId, dateRange: z.object({ from: isoDay, to: isoDay }) }),
    output: visitAnalyticsSchema,
    access: 'signedIn',
  }),
  getRecentVisits: operation({
    input: z.object({
      affiliateUserId,
      // A limit above the cap is capped, not refused (SPEC §5); below 1 is an error.
      limit: z
        .number()
        .int()
        .min(1)
        .default(RECENT_VISITS_DEFAULT)
        .transform((n) => Math.min(n, RECENT_VISITS_MAX)),
    }),
    output: recentVisitsResultSchema,
    access: 'signedIn',
  }),
});

import { z } from 'zod';
import {
  AFFILIATE_USERNAME_PATTERN,
  RECENT_VISITS_DEFAULT,
  RECENT_VISITS_MAX,
} from './affiliate-constants';

export { AFFILIATE_USERNAME_PATTERN, RECENT_VISITS_DEFAULT, RECENT_VISITS_MAX };

export const affiliateUsernameSchema = z.string().regex(AFFILIATE_USERNAME_PATTERN);

/** Analytics cover at most this many days per call (rollups read = days × shards). */
export const ANALYTICS_MAX_DAYS = 366;

const utm = z
  .string()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null));

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
});
export type VisitData = z.input<typeof visitDataSchema>;

const isoDay = z.iso.date();

export const affiliateOperationsInputSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('trackAffiliateVisit'),
    payload: z.object({ affiliateUsername: affiliateUsernameSchema, visitData: visitDataSchema }),
  }),
  z.object({
    action: z.literal('processAttribution'),
    payload: z.object({ userId: z.string().min(1).max(128), sessionId: z.uuid() }),
  }),
  z.object({
    action: z.literal('getVisitAnalytics'),
    payload: z.object({
      affiliateUserId: z.string().min(1).max(128),
      dateRange: z.object({ from: isoDay, to: isoDay }),
    }),
  }),
  z.object({
    action: z.literal('getRecentVisits'),
    payload: z.object({
      affiliateUserId: z.string().min(1).max(128),
      // A limit above the cap is capped, not refused (SPEC §5); below 1 is an error.
      limit: z
        .number()
        .int()
        .min(1)
        .default(RECENT_VISITS_DEFAULT)
        .transform((n) => Math.min(n, RECENT_VISITS_MAX)),
    }),
  }),
]);
export type AffiliateOperationsInput = z.input<typeof affiliateOperationsInputSchema>;

export const trackVisitResultSchema = z.object({ tracked: z.boolean() });
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

export const affiliateOperationsOutputSchema = z.union([
  trackVisitResultSchema,
  attributionResultSchema,
  visitAnalyticsSchema,
  recentVisitsResultSchema,
]);

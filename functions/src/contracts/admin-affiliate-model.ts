import { z } from 'zod';
import { REPORT_MAX_DAYS, reportDaySchema } from './admin-reports';
import { programmeSettingsSchema } from './affiliate-programme';
import { operation, operations } from './operation';

/**
 * What-if modelling of the affiliate programme for super admins (`/admin/affiliate-modeling`).
 * `getFunnel` reads the real funnel of a period from the report rollups (`reportDays`, the
 * affiliate day rollups) and the current programme settings; the projection itself is computed
 * in the browser.
 */

/** The shortest and longest period `getFunnel` answers. */
export const FUNNEL_MIN_DAYS = 7;
export const FUNNEL_MAX_DAYS = REPORT_MAX_DAYS;

export const funnelInputSchema = z.object({
  /** The period's length in UTC days, its last day included. */
  days: z.number().int().min(FUNNEL_MIN_DAYS).max(FUNNEL_MAX_DAYS),
  /** The period's last day; today when absent. */
  to: reportDaySchema.optional(),
});
export type FunnelInput = z.infer<typeof funnelInputSchema>;

const ratio = z.number().min(0).nullable();

export const funnelSchema = z.object({
  from: reportDaySchema,
  to: reportDaySchema,
  days: z.number().int(),
  /** Counted affiliate visits (all affiliates). */
  visits: z.number(),
  /** Unique sessions of those visits (one per session, affiliate and day). */
  uniqueSessions: z.number(),
  /** Sign-ups attributed to an affiliate. */
  signups: z.number(),
  /** Companies that started paying whose owner signed up through an affiliate. */
  paying: z.number(),
  rates: z.object({
    /** signups ÷ visits; null without visits. */
    visitToSignup: ratio,
    /** signups ÷ unique sessions; null without sessions. */
    sessionToSignup: ratio,
    /** paying ÷ signups; null without sign-ups. */
    signupToPaid: ratio,
  }),
  /** Visits per 30 days over the period. */
  monthlyVisits: z.number(),
  /** MRR ÷ paying companies at the period's last snapshot (all companies); null without one. */
  arpcCents: z.number().nullable(),
  /** The day of that snapshot. */
  arpcDay: reportDaySchema.nullable(),
  /** Paying subscriptions canceled in the period, and paying companies at its first snapshot. */
  churned: z.number(),
  payingAtStart: z.number().nullable(),
  /**
   * The report's average monthly churn: per 30-day month of the range, the companies paying at
   * its start that churned during it ÷ those paying at its start, averaged over the months with
   * paying companies at their start; null without one (services/admin-reports/monthly-churn.ts).
   */
  monthlyChurn: ratio,
  /** How many months `monthlyChurn` averages. */
  churnMonths: z.number(),
  /** Approved affiliates now. */
  approvedAffiliates: z.number(),
  /** The programme's settings (the defaults when none are stored). */
  settings: programmeSettingsSchema,
  settingsStored: z.boolean(),
  computedAt: z.number(),
});
export type Funnel = z.infer<typeof funnelSchema>;

export const adminAffiliateModelOperations = operations({
  /** Read-only (not audited); the report's sealing of finished days is a side effect. */
  getFunnel: operation({
    input: funnelInputSchema,
    output: funnelSchema,
    access: 'superAdmin',
  }),
});

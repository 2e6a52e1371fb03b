import { z } from 'zod';
import { operation, operations } from './operation';

/**
 * Report summaries for super admins (`/admin/report-summaries`): per-day series computed from
 * daily rollups (`reportDays/{YYYY-MM-DD}`, UTC days), never by scanning every document.
 */

/** The longest range one `get` answers. */
export const REPORT_MAX_DAYS = 366;

/** A UTC day, `YYYY-MM-DD`. */
export const reportDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD day.');

/**
 * What happened during one day (flow figures). A finished day's are counted once from the
 * source documents and then sealed: documents added later for that day are not counted.
 */
export const reportFlowSchema = z.object({
  /** users/{uid} whose mirror `createdAt` falls within the day. */
  signups: z.number(),
  /** companies/{id} whose `createdAt` falls within the day. */
  newCompanies: z.number(),
  /** Counted affiliate visits (the affiliate rollups, all affiliates). */
  affiliateVisits: z.number(),
  /** Sign-ups attributed to an affiliate (the affiliate rollups). */
  affiliateSignups: z.number(),
  /** Companies that started paying that day whose owner signed up through an affiliate. */
  affiliatePaying: z.number(),
  /** Subscriptions that started a trial. */
  trialsStarted: z.number(),
  /** Trials that became active (paid). */
  trialsConverted: z.number(),
  /** Trials canceled or expired before paying. */
  trialsCanceled: z.number(),
  /** Subscriptions that started paying (from a trial or directly). */
  paidStarted: z.number(),
  /** Paying subscriptions canceled (churn). */
  churned: z.number(),
});
export type ReportFlow = z.infer<typeof reportFlowSchema>;

export const REPORT_FLOW_KEYS = Object.keys(reportFlowSchema.shape) as (keyof ReportFlow)[];

/**
 * The state at one moment (point-in-time figures). They cannot be recounted for a past day, so
 * a day's snapshot is taken at the first report view after it ended (on the next day); history
 * starts with the first snapshot.
 */
export const reportSnapshotSchema = z.object({
  /** Every company that exists (a deleted company is gone). */
  companies: z.number(),
  /** Companies with `entitlements.mrrCents` > 0. */
  payingCompanies: z.number(),
  /** Companies whose subscription is trialing. */
  trialingCompanies: z.number(),
  /** Paid seats: the seats of the paying companies. */
  seats: z.number(),
  /** Monthly recurring revenue in cents: the sum of `entitlements.mrrCents`. */
  mrrCents: z.number(),
  /** When the snapshot was taken (ms). */
  takenAt: z.number(),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

export const REPORT_SNAPSHOT_METRICS = [
  'companies',
  'payingCompanies',
  'trialingCompanies',
  'seats',
  'mrrCents',
] as const;
export type ReportSnapshotMetric = (typeof REPORT_SNAPSHOT_METRICS)[number];

/** reportDays/{day}: written only by functions (and the seed). */
export const reportDayDocSchema = z.object({
  day: z.string(),
  /** Present once the day is sealed. */
  flow: reportFlowSchema.optional(),
  sealedAt: z.number().optional(),
  snapshot: reportSnapshotSchema.optional(),
});
export type ReportDayDoc = z.infer<typeof reportDayDocSchema>;

export const reportSeriesDaySchema = z.object({
  day: reportDaySchema,
  flow: reportFlowSchema,
  snapshot: reportSnapshotSchema.nullable(),
  /** Read from the sealed document (false: counted for this answer, e.g. today). */
  sealed: z.boolean(),
});
export type ReportSeriesDay = z.infer<typeof reportSeriesDaySchema>;

const changeSchema = z.object({
  start: z.number(),
  end: z.number(),
  delta: z.number(),
  /** delta ÷ start; null when start is 0. */
  ratio: z.number().nullable(),
});
export type ReportChange = z.infer<typeof changeSchema>;

export const reportSchema = z.object({
  from: reportDaySchema,
  to: reportDaySchema,
  days: z.array(reportSeriesDaySchema),
  totals: reportFlowSchema,
  /** The first and last snapshot in the range (null: none yet). */
  first: reportSnapshotSchema.nullable(),
  last: reportSnapshotSchema.nullable(),
  /** From the first to the last snapshot of the range; null without two snapshots. */
  changes: z.record(z.enum(REPORT_SNAPSHOT_METRICS), changeSchema).nullable(),
  rates: z.object({
    /** converted ÷ (converted + canceled trials); null when no trial ended. */
    trialConversion: z.number().nullable(),
    /**
     * The average monthly churn: per 30-day month of the range, the companies paying at its
     * start that churned during it ÷ those paying at its start, averaged over the months with
     * paying companies at their start; null without one (services/admin-reports/monthly-churn.ts).
     */
    churn: z.number().nullable(),
    /** How many months `churn` averages. */
    churnMonths: z.number(),
  }),
  computedAt: z.number(),
});
export type Report = z.infer<typeof reportSchema>;

export const adminReportOperations = operations({
  /** Read-only (not audited); seals finished days as a side effect of reading. */
  get: operation({
    input: z.object({ from: reportDaySchema, to: reportDaySchema }),
    output: reportSchema,
    access: 'superAdmin',
  }),
});

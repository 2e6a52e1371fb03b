import { z } from 'zod';
import { operation, operations } from './operation';

/**
 * `adminMailOperations`: the mail log, template previews and tests, and announcements, for super
 * admins. The mail module records every mail it sends in `mailLog/{id}` (`MailLogEntry`);
 * announcements are jobs in `announcements/{id}` with one marker per recipient in
 * `announcements/{id}/recipients/{uid}`.
 */

/** Every template the mail module renders (the module checks its table against this list). */
export const MAIL_TEMPLATES = [
  'teamInvitation',
  'contactMessage',
  'passwordReset',
  'announcement',
  'affiliateApproved',
  'affiliateRejected',
  'affiliatePayoutPaid',
  'affiliatePayoutDetailsConfirm',
  'superAdminGrant',
  'paymentFailed',
  'affiliateNewReferral',
  'affiliateFirstCommission',
] as const;
export const mailTemplateSchema = z.enum(MAIL_TEMPLATES);
export type MailTemplateName = z.infer<typeof mailTemplateSchema>;

export const MAIL_TEMPLATE_LABELS: Record<MailTemplateName, string> = {
  teamInvitation: 'Team invitation',
  contactMessage: 'Contact form message',
  passwordReset: 'Password reset',
  announcement: 'Announcement',
  affiliateApproved: 'Affiliate application approved',
  affiliateRejected: 'Affiliate application rejected',
  affiliatePayoutPaid: 'Affiliate payout sent (optional)',
  affiliatePayoutDetailsConfirm: 'Affiliate payout details: confirmation link',
  superAdminGrant: 'Super admin grant (to every super admin)',
  paymentFailed: 'Payment failed (to the owner and admins, days 0, 3 and 7)',
  affiliateNewReferral: 'Affiliate new sign-up through their link (optional)',
  affiliateFirstCommission: 'Affiliate first commission from a referral (optional)',
};

export const MAIL_STATUSES = ['sent', 'failed'] as const;
export const MAIL_KINDS = ['transactional', 'announcement', 'test'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export const mailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof mailKindSchema>;

/** mailLog/{id}: one entry per mail the functions tried to send. Super admins read; nobody writes. */
export const mailLogEntrySchema = z.object({
  template: z.string(),
  /** The recipients, comma-separated. */
  to: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  error: z.string().nullable(),
  /** ms since epoch. */
  at: z.number(),
  kind: mailKindSchema,
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;

export const MAIL_LOG_COLLECTION = 'mailLog';
export const ANNOUNCEMENTS_COLLECTION = 'announcements';

/** Who an announcement goes to. */
export const AUDIENCE_SEGMENTS = ['allUsers', 'companyOwners', 'affiliates'] as const;
export const audienceSegmentSchema = z.enum(AUDIENCE_SEGMENTS);
export type AudienceSegment = z.infer<typeof audienceSegmentSchema>;
export const AUDIENCE_LABELS: Record<AudienceSegment, string> = {
  allUsers: 'All users',
  companyOwners: 'Company owners',
  affiliates: 'Approved affiliates',
};

/** Recipients per `sendNextBatch` call. */
export const ANNOUNCEMENT_BATCH_SIZE = 50;

export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 20_000;

export const announcementDraftSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Write a subject.')
    .max(ANNOUNCEMENT_SUBJECT_MAX, `Use at most ${ANNOUNCEMENT_SUBJECT_MAX} characters.`),
  /** Markdown: paragraphs, headings, lists, **bold**, *italic* and [links](https://…). */
  body: z
    .string()
    .trim()
    .min(1, 'Write the message.')
    .max(ANNOUNCEMENT_BODY_MAX, `Use at most ${ANNOUNCEMENT_BODY_MAX} characters.`),
});
export type AnnouncementDraft = z.infer<typeof announcementDraftSchema>;

/**
 * `sending` → `done` when the audience is exhausted; `paused` (by an admin, or by the sender
 * itself when the super admin it sends for is no longer one) goes back to `sending` on resume;
 * `canceled` is final: nobody else is mailed.
 */
export const ANNOUNCEMENT_STATUSES = ['sending', 'paused', 'canceled', 'done'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
export const PAUSE_REASONS = ['admin', 'senderNotSuperAdmin'] as const;

/** announcements/{id}: a batched send, resumable from `cursor` (the last source document read). */
export const announcementSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  segment: audienceSegmentSchema,
  status: z.enum(ANNOUNCEMENT_STATUSES),
  /** The audience counted when the announcement was created. */
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  cursor: z.string().nullable(),
  createdAt: z.number(),
  createdBy: z.object({ uid: z.string(), email: z.string().nullable() }),
  finishedAt: z.number().nullable(),
  /**
   * The super admin the mails go out for: the creator, or whoever resumed it last. Each batch
   * checks they still are one (users mirror) and pauses the job otherwise. Absent on jobs
   * written before: the creator.
   */
  sendingFor: z.object({ uid: z.string(), email: z.string().nullable() }).optional(),
  pausedReason: z.enum(PAUSE_REASONS).nullable().optional(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const renderedMailSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type RenderedMailAnswer = z.infer<typeof renderedMailSchema>;

export const MAIL_LOG_PAGE_MAX = 100;

export const adminMailOperations = operations({
  /** The mail log, newest first, filtered by status, template and kind; cursor = last entry id. */
  listLog: operation({
    input: z.object({
      status: mailStatusSchema.optional(),
      template: mailTemplateSchema.optional(),
      kind: mailKindSchema.optional(),
      cursor: z.string().min(1).max(200).nullish(),
      limit: z.number().int().min(1).max(MAIL_LOG_PAGE_MAX).optional(),
    }),
    output: z.object({
      entries: z.array(mailLogEntrySchema.extend({ id: z.string() })),
      nextCursor: z.string().nullable(),
    }),
    access: 'superAdmin',
  }),
  /** Every template rendered by the server with sample data. */
  previewTemplates: operation({
    input: z.object({}).optional(),
    output: z.object({
      templates: z.array(renderedMailSchema.extend({ template: mailTemplateSchema })),
    }),
    access: 'superAdmin',
  }),
  /** Sends one template with sample data to one address (logged as kind 'test'; audited). */
  sendTest: operation({
    input: z.object({
      template: mailTemplateSchema,
      to: z.email('Enter an email address.').max(254),
    }),
    output: z.object({ status: mailStatusSchema, error: z.string().nullable() }),
    access: 'superAdmin',
  }),
  /** How many people a segment reaches (a verified email, not opted out, not disabled). */
  countAudience: operation({
    input: z.object({ segment: audienceSegmentSchema }),
    output: z.object({ count: z.number() }),
    access: 'superAdmin',
  }),
  /** The announcement mail as recipients will see it (nothing is written). */
  previewAnnouncement: operation({
    input: announcementDraftSchema,
    output: renderedMailSchema,
    access: 'superAdmin',
  }),
  /**
   * Creates the job and sends it within the call for up to CALL_BUDGET_MS; what is left goes on
   * with the every-minute job. Answers the job as it stands then. Audited.
   */
  createAnnouncement: operation({
    input: announcementDraftSchema.extend({ segment: audienceSegmentSchema }),
    output: z.object({ announcement: announcementSchema, preview: renderedMailSchema }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /**
   * Sends to the next recipients (up to ANNOUNCEMENT_BATCH_SIZE): idempotent per recipient, so a
   * retried or concurrent call never mails anyone twice. Audited when it changed the job. The
   * app does not call it (the server drives every job); operators and tests step a job with it.
   */
  sendNextBatch: operation({
    input: z.object({ id: z.string().min(1).max(200) }),
    output: z.object({ announcement: announcementSchema }),
    access: 'superAdmin',
  }),
  /** Stops a sending announcement until it is resumed (nobody is mailed meanwhile). Audited. */
  pauseAnnouncement: operation({
    input: z.object({ id: z.string().min(1).max(200) }),
    output: z.object({ announcement: announcementSchema }),
    access: 'superAdmin',
  }),
  /**
   * Goes on with a paused announcement, sent from now on for the caller; sends within the call
   * as creating does. Audited.
   */
  resumeAnnouncement: operation({
    input: z.object({ id: z.string().min(1).max(200) }),
    output: z.object({ announcement: announcementSchema }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /** Ends a sending or paused announcement for good: nobody else is mailed. Audited. */
  cancelAnnouncement: operation({
    input: z.object({ id: z.string().min(1).max(200) }),
    output: z.object({ announcement: announcementSchema }),
    access: 'superAdmin',
  }),
  /** The latest announcements, newest first. */
  listAnnouncements: operation({
    input: z.object({}).optional(),
    output: z.object({ announcements: z.array(announcementSchema) }),
    access: 'superAdmin',
  }),
});

/** The announcements history lists the latest this many. */
export const ANNOUNCEMENT_HISTORY_LIMIT = 20;

import { z } from 'zod';
import { AFFILIATE_USERNAME_PATTERN } from './affiliate-constants';
import {
  AFFILIATE_STATUSES,
  APPLICATION_STATUSES,
  programmeSettingsSchema,
  REJECTION_REASONS,
  type ApplicationStatus,
  type RejectionReason,
} from './affiliate-programme';
import { operation, operations } from './operation';
import { isReservedUsername } from './profile';

/**
 * Applying to the affiliate programme (`affiliateApplicationOperations`, signed in), reviewing
 * applications (`adminAffiliateApplicationOperations`, super admins) and editing the programme's
 * settings (`adminAffiliateProgrammeOperations`, super admins). Applications are
 * `affiliateApplications/{id}` (`ApplicationDoc`), written only by functions.
 */

export const AFFILIATE_USERNAME_MESSAGE =
  'Use lowercase letters, digits or underscores (at most 40).';
export const AFFILIATE_USERNAME_RESERVED = 'That username is reserved. Please choose another.';

/** Trimmed and lower-cased first; SPEC's pattern, and never a reserved name. */
export const affiliateUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(AFFILIATE_USERNAME_PATTERN, AFFILIATE_USERNAME_MESSAGE)
  .refine((name) => !isReservedUsername(name), AFFILIATE_USERNAME_RESERVED);

const webUrlSchema = z
  .string()
  .trim()
  .max(500)
  .url('Enter a full web address, e.g. https://example.com.')
  .refine((value) => /^https?:\/\//i.test(value), 'Enter a web address starting with https://.');

/** What the apply form sends. */
export const applicationInputSchema = z.object({
  name: z.string().trim().min(1, 'Tell us your name.').max(120),
  website: webUrlSchema,
  audience: z.string().trim().min(10, 'Describe your audience in a sentence or two.').max(1000),
  promotion: z
    .string()
    .trim()
    .min(10, 'Tell us how you will promote Parley in a sentence or two.')
    .max(1000),
  payoutEmail: z
    .string()
    .trim()
    .toLowerCase()
    .email('Enter the email address payouts go to.')
    .max(254),
  username: affiliateUsernameSchema,
  acceptTerms: z.literal(true, { error: 'Accept the programme terms to apply.' }),
});
export type ApplicationInput = z.input<typeof applicationInputSchema>;

export const rejectionReasonSchema = z.enum(REJECTION_REASONS);
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  audienceMismatch: 'The audience does not match Parley',
  insufficientPresence: 'Not enough presence or reach yet',
  prohibitedPromotion: 'The promotion methods are not allowed',
  duplicateAccount: 'Another account already applied or is an affiliate',
  other: 'Another reason',
};
/** Days until a rejected applicant may apply again, unless the reviewer picks another date. */
export const DEFAULT_REAPPLY_DAYS = 90;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** affiliateApplications/{id}: one application; written only by functions. */
export const applicationSchema = z.object({
  id: z.string(),
  uid: z.string(),
  /** The account's email when applying (from the ID token). */
  accountEmail: z.string().nullable(),
  name: z.string(),
  website: z.string(),
  audience: z.string(),
  promotion: z.string(),
  payoutEmail: z.string(),
  username: z.string(),
  status: applicationStatusSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
  /** When it was approved, rejected or withdrawn. */
  decidedAt: z.number().nullable(),
  /** The reviewer (null: auto-approved, or withdrawn by the applicant). */
  decidedBy: z.string().nullable(),
  /** Approved without review (settings.autoApprove). */
  autoApproved: z.boolean(),
  rejection: z
    .object({
      reason: rejectionReasonSchema,
      note: z.string().nullable(),
      /** ms: the applicant may apply again from this time. */
      reapplyAfter: z.number(),
    })
    .nullable(),
});
export type Application = z.infer<typeof applicationSchema>;
export type ApplicationDoc = Omit<Application, 'id'>;
export type { ApplicationStatus };

const applicationId = z.string().min(1).max(128);

export const affiliateApplicationOperations = operations({
  /**
   * Applies: one open (pending) application per user; refused while a rejection's re-apply date
   * has not passed, for an affiliate, and for a username someone else holds. Approved at once
   * when settings.autoApprove (the username is reserved then).
   */
  apply: operation({
    input: applicationInputSchema,
    output: z.object({ application: applicationSchema }),
    errors: ['reapplyLater'],
    access: 'signedIn',
  }),
  /** The caller's latest application (null: never applied), and whether they may apply now. */
  getMine: operation({
    input: z.object({}).optional(),
    output: z.object({
      application: applicationSchema.nullable(),
      isAffiliate: z.boolean(),
      /** The caller's affiliate record's status (null: not an affiliate). */
      affiliateStatus: z.enum(AFFILIATE_STATUSES).nullable(),
      /** The caller's public username, suggested as the affiliate username. */
      suggestedUsername: z.string().nullable(),
    }),
    access: 'signedIn',
  }),
  /** Withdraws the caller's pending application. */
  withdraw: operation({
    input: z.object({ applicationId }),
    output: z.object({ application: applicationSchema }),
    access: 'signedIn',
  }),
  /** Whether a username is free for the caller (their own public username counts as free). */
  checkUsername: operation({
    input: z.object({ username: affiliateUsernameSchema }),
    output: z.object({ available: z.boolean() }),
    access: 'signedIn',
  }),
});

/** The applicant's account, as the review queue shows it. */
export const applicantFactsSchema = z.object({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.number().nullable(),
  providers: z.array(z.string()),
  disabled: z.boolean(),
  companies: z.number().int(),
  /** The affiliate that referred this user, when their sign-up was attributed. */
  referredBy: z.object({ affiliateUid: z.string(), username: z.string().nullable() }).nullable(),
  /** False when the account is gone from Auth. */
  exists: z.boolean(),
});
export type ApplicantFacts = z.infer<typeof applicantFactsSchema>;

export const applicationRowSchema = z.object({
  application: applicationSchema,
  applicant: applicantFactsSchema,
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

export const ADMIN_APPLICATIONS_MAX_PAGE = 50;

export const adminAffiliateApplicationOperations = operations({
  /** Applications newest first, filtered by status (null: every status), cursor-paginated. */
  list: operation({
    input: z.object({
      status: applicationStatusSchema.nullable().default('pending'),
      pageSize: z.number().int().min(1).max(ADMIN_APPLICATIONS_MAX_PAGE).default(25),
      cursor: z.string().max(500).nullable().optional(),
    }),
    output: z.object({ rows: z.array(applicationRowSchema), nextCursor: z.string().nullable() }),
    access: 'superAdmin',
  }),
  get: operation({
    input: z.object({ applicationId }),
    output: applicationRowSchema,
    access: 'superAdmin',
  }),
  /**
   * Approves a pending application: reserves the username (`usernames/{username}`) and creates
   * `affiliates/{uid}` in one transaction; refused when the username is someone else's (pass
   * another `username`). Mails the applicant; audited.
   */
  approve: operation({
    input: z.object({ applicationId, username: affiliateUsernameSchema.optional() }),
    output: z.object({ application: applicationSchema, emailSent: z.boolean() }),
    access: 'superAdmin',
  }),
  /** Rejects a pending application with a reason and a re-apply date. Mails; audited. */
  reject: operation({
    input: z.object({
      applicationId,
      reason: rejectionReasonSchema,
      note: z.string().trim().max(1000).nullable().optional(),
      /** ms; default now + DEFAULT_REAPPLY_DAYS. */
      reapplyAfter: z.number().int().min(0).nullable().optional(),
    }),
    output: z.object({ application: applicationSchema, emailSent: z.boolean() }),
    access: 'superAdmin',
  }),
});

export const adminAffiliateProgrammeOperations = operations({
  /** Replaces affiliateProgramme/settings; audited with before and after. */
  updateSettings: operation({
    input: programmeSettingsSchema,
    output: z.object({ settings: programmeSettingsSchema }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
});

import { z } from 'zod';
import { invitationProblemSchema } from './error-reasons';
import { COMPANY_ROLES, ROLE_RANK } from './company-roles';
import { operation, operations } from './operation';

/**
 * Companies, members and invitations: the shared contract of the `companyOperations` and
 * `invitationOperations` callables, and the shapes of the documents the app reads directly.
 */

export { COMPANY_ROLES, ROLE_RANK };
export const companyRoleSchema = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

/** Roles an invitation or a role change may grant; ownership moves only by transfer. */
export const grantableRoleSchema = z.enum(['admin', 'member']);
export type GrantableRole = z.infer<typeof grantableRoleSchema>;

/** 3–48 characters: lowercase letters, digits and inner hyphens. */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,46}[a-z0-9])$/;
export const companySlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(COMPANY_SLUG_PATTERN, 'Use 3–48 lowercase letters, digits or hyphens.');
export const companyNameSchema = z
  .string()
  .trim()
  .min(2, 'Use at least 2 characters.')
  .max(80, 'Use at most 80 characters.');

const optionalUrl = z
  .union([z.url({ protocol: /^https?$/, message: 'Use a full http(s) address.' }), z.literal('')])
  .nullish()
  .transform((v) => v || null);

/** Invitations expire after this long (email and link alike). */
/**
 * Why an email invitation's own address was refused (permission-denied): the account's email is
 * not verified yet, and anyone can sign up with any address (issue 13).
 */
export const UNVERIFIED_EMAIL_MESSAGE =
  'Verify your email address first: open the verification link we sent you (you can send a new one from your dashboard), then answer the invitation.';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const companyId = z.string().min(1).max(128);
const memberUid = z.string().min(1).max(128);
/** Invitation tokens are 43 base64url characters (32 random bytes). */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const companyDetails = z.object({
  name: companyNameSchema,
  slug: companySlugSchema,
  logoUrl: optionalUrl,
  website: optionalUrl,
});
const companyIdAnswer = z.object({ companyId: z.string() });
const ok = z.object({ ok: z.literal(true) });

/** `companyOperations`: every action needs a signed-in user; roles are checked per company. */
export const companyOperations = operations({
  create: operation({ input: companyDetails, output: companyIdAnswer, access: 'signedIn' }),
  checkSlug: operation({
    input: z.object({ slug: companySlugSchema }),
    output: z.object({ available: z.boolean() }),
    access: 'signedIn',
  }),
  update: operation({
    input: companyDetails.extend({ companyId }),
    output: ok,
    access: 'signedIn',
  }),
  transferOwnership: operation({
    input: z.object({ companyId, newOwnerUid: memberUid }),
    output: ok,
    access: 'signedIn',
  }),
  /** `confirmation` must equal the company's slug (typed by the owner). */
  delete: operation({
    input: z.object({ companyId, confirmation: z.string().max(100) }),
    output: ok,
    access: 'signedIn',
  }),
  leave: operation({ input: z.object({ companyId }), output: ok, access: 'signedIn' }),
  changeRole: operation({
    input: z.object({ companyId, memberUid, role: grantableRoleSchema }),
    output: ok,
    access: 'signedIn',
  }),
  removeMember: operation({
    input: z.object({ companyId, memberUid }),
    output: ok,
    access: 'signedIn',
  }),
});

/** `expired`: closed by the scheduled job 30 days after expiry (until then it stays `pending`). */
export const invitationStatusSchema = z.enum([
  'pending',
  'accepted',
  'declined',
  'revoked',
  'expired',
]);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

const invitationId = z.string().min(1).max(128);
const tokenPayload = z.object({ token: invitationTokenSchema });
/** create and resend: a mail that could not be sent leaves the invitation in place to resend. */
const mailedInvitation = z.object({ invitationId: z.string(), emailSent: z.boolean() });

export { invitationProblemSchema, type InvitationProblem } from './error-reasons';

export const invitationPreviewSchema = z.union([
  z.object({
    usable: z.literal(true),
    companyName: z.string(),
    companyLogoUrl: z.string().nullable(),
    inviterName: z.string(),
    role: grantableRoleSchema,
    kind: z.enum(['email', 'link']),
    /** The invited address, for email invitations (shown so the invitee knows which account). */
    email: z.string().nullable(),
    expiresAt: z.number(),
  }),
  z.object({ usable: z.literal(false), problem: invitationProblemSchema }),
]);
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * `invitationOperations`: managing invitations (owners and admins, checked per company) and
 * answering them. `preview` is open to visitors, so the invitation page shows what it is before
 * anyone signs in.
 */
export const invitationOperations = operations({
  /** An invitation for one email address; the mail is sent with the token. */
  create: operation({
    input: z.object({
      companyId,
      email: z.email('Enter a valid email address.').max(254).trim().toLowerCase(),
      role: grantableRoleSchema,
    }),
    output: mailedInvitation,
    errors: ['seatLimit', 'rateLimited'],
    access: 'signedIn',
  }),
  /** A shareable link anyone may accept until it expires or is revoked; the token is returned once. */
  createLink: operation({
    // A link reaches whoever it is forwarded to, so it makes members only; admins are invited
    // by email. Asking for another role is refused rather than quietly ignored.
    input: z.object({
      companyId,
      role: z
        .literal('member', {
          message: 'An invite link makes members only; invite admins by email.',
        })
        .default('member'),
    }),
    output: z.object({ invitationId: z.string(), token: z.string(), expiresAt: z.number() }),
    access: 'signedIn',
  }),
  revoke: operation({
    input: z.object({ companyId, invitationId }),
    output: z.object({ ok: z.literal(true) }),
    access: 'signedIn',
  }),
  /** A fresh token and expiry, mailed again; the old link stops working. */
  resend: operation({
    input: z.object({ companyId, invitationId }),
    output: mailedInvitation,
    errors: ['rateLimited'],
    access: 'signedIn',
  }),
  preview: operation({ input: tokenPayload, output: invitationPreviewSchema, access: 'public' }),
  accept: operation({
    input: tokenPayload,
    output: z.object({ companyId: z.string() }),
    errors: ['seatLimit', 'invitationProblem'],
    access: 'signedIn',
  }),
  decline: operation({
    input: tokenPayload,
    output: z.object({ ok: z.literal(true) }),
    errors: ['invitationProblem'],
    access: 'signedIn',
  }),
});

/** companies/{companyId}: readable by its members and super admins; written by functions. */
export const companyDocSchema = z.object({
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  ownerUid: z.string(),
  memberCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CompanyDoc = z.infer<typeof companyDocSchema>;

/** companies/{companyId}/members/{uid}. */
export const memberDocSchema = z.object({
  uid: z.string(),
  companyId: z.string(),
  role: companyRoleSchema,
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  joinedAt: z.number(),
});
export type MemberDoc = z.infer<typeof memberDocSchema>;

/** invitations/{id}: readable by the company's owner and admins; the token only as its hash. */
export const invitationDocSchema = z.object({
  companyId: z.string(),
  kind: z.enum(['email', 'link']),
  email: z.string().nullable(),
  role: grantableRoleSchema,
  tokenHash: z.string(),
  status: invitationStatusSchema,
  invitedBy: z.object({ uid: z.string(), name: z.string() }),
  createdAt: z.number(),
  expiresAt: z.number(),
  /** Link invitations: how many people joined through it. */
  acceptedCount: z.number(),
  respondedAt: z.number().nullable(),
  respondedBy: z.string().nullable(),
});
export type InvitationDoc = z.infer<typeof invitationDocSchema>;

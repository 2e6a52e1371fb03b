import { z } from 'zod';

/**
 * Companies, members and invitations: the shared contract of the `companyOperations` and
 * `invitationOperations` callables, and the shapes of the documents the app reads directly.
 */

export const COMPANY_ROLES = ['owner', 'admin', 'member'] as const;
export const companyRoleSchema = z.enum(COMPANY_ROLES);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

/** owner > admin > member. Nobody acts on someone of equal or higher rank (except themselves). */
export const ROLE_RANK: Record<CompanyRole, number> = { owner: 3, admin: 2, member: 1 };

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
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const companyId = z.string().min(1).max(128);
const memberUid = z.string().min(1).max(128);
/** Invitation tokens are 43 base64url characters (32 random bytes). */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const companyOperationsInputSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('create'),
    payload: z.object({
      name: companyNameSchema,
      slug: companySlugSchema,
      logoUrl: optionalUrl,
      website: optionalUrl,
    }),
  }),
  z.object({ action: z.literal('checkSlug'), payload: z.object({ slug: companySlugSchema }) }),
  z.object({
    action: z.literal('update'),
    payload: z.object({
      companyId,
      name: companyNameSchema,
      slug: companySlugSchema,
      logoUrl: optionalUrl,
      website: optionalUrl,
    }),
  }),
  z.object({
    action: z.literal('transferOwnership'),
    payload: z.object({ companyId, newOwnerUid: memberUid }),
  }),
  /** `confirmation` must equal the company's slug (typed by the owner). */
  z.object({
    action: z.literal('delete'),
    payload: z.object({ companyId, confirmation: z.string().max(100) }),
  }),
  z.object({ action: z.literal('leave'), payload: z.object({ companyId }) }),
  z.object({
    action: z.literal('changeRole'),
    payload: z.object({ companyId, memberUid, role: grantableRoleSchema }),
  }),
  z.object({ action: z.literal('removeMember'), payload: z.object({ companyId, memberUid }) }),
]);
export type CompanyOperationsInput = z.input<typeof companyOperationsInputSchema>;

export const companyOperationsOutputSchema = z.union([
  z.object({ companyId: z.string() }),
  z.object({ available: z.boolean() }),
  z.object({ ok: z.literal(true) }),
]);

export const invitationStatusSchema = z.enum(['pending', 'accepted', 'declined', 'revoked']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const invitationOperationsInputSchema = z.discriminatedUnion('action', [
  /** An invitation for one email address; the mail is sent with the token. */
  z.object({
    action: z.literal('create'),
    payload: z.object({
      companyId,
      email: z.email('Enter a valid email address.').max(254).trim().toLowerCase(),
      role: grantableRoleSchema,
    }),
  }),
  /** A shareable link anyone may accept until it expires or is revoked; the token is returned once. */
  z.object({
    action: z.literal('createLink'),
    payload: z.object({ companyId, role: grantableRoleSchema }),
  }),
  z.object({
    action: z.literal('revoke'),
    payload: z.object({ companyId, invitationId: z.string().min(1).max(128) }),
  }),
  /** A fresh token and expiry, mailed again; the old link stops working. */
  z.object({
    action: z.literal('resend'),
    payload: z.object({ companyId, invitationId: z.string().min(1).max(128) }),
  }),
  /** Open to visitors: what the invitation page shows. */
  z.object({ action: z.literal('preview'), payload: z.object({ token: invitationTokenSchema }) }),
  z.object({ action: z.literal('accept'), payload: z.object({ token: invitationTokenSchema }) }),
  z.object({ action: z.literal('decline'), payload: z.object({ token: invitationTokenSchema }) }),
]);
export type InvitationOperationsInput = z.input<typeof invitationOperationsInputSchema>;

/** Why an invitation cannot be used, shown as its own clear page. */
export const invitationProblemSchema = z.enum([
  'invalid',
  'expired',
  'used',
  'revoked',
  'declined',
]);
export type InvitationProblem = z.infer<typeof invitationProblemSchema>;

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

export const invitationOperationsOutputSchema = z.union([
  z.object({ invitationId: z.string(), token: z.string(), expiresAt: z.number() }),
  /** create and resend: a mail that could not be sent leaves the invitation in place to resend. */
  z.object({ invitationId: z.string(), emailSent: z.boolean() }),
  z.object({ companyId: z.string() }),
  z.object({ ok: z.literal(true) }),
  invitationPreviewSchema,
]);

/** companies/{companyId}: readable by its members and super admins; written by functions. */
export interface CompanyDoc {
  name: string;
  slug: string;
  logoUrl: string | null;
  website: string | null;
  ownerUid: string;
  memberCount: number;
  createdAt: number;
  updatedAt: number;
}

/** companies/{companyId}/members/{uid}. */
export interface MemberDoc {
  uid: string;
  companyId: string;
  role: CompanyRole;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  joinedAt: number;
}

/** invitations/{id}: readable by the company's owner and admins; the token only as its hash. */
export interface InvitationDoc {
  companyId: string;
  kind: 'email' | 'link';
  email: string | null;
  role: GrantableRole;
  tokenHash: string;
  status: InvitationStatus;
  invitedBy: { uid: string; name: string };
  createdAt: number;
  expiresAt: number;
  /** Link invitations: how many people joined through it. */
  acceptedCount: number;
  respondedAt: number | null;
  respondedBy: string | null;
}

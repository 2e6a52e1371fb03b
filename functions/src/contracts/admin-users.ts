import { z } from 'zod';
import { operation, operations } from './operation';
import { supportViewReasonSchema, supportViewStartSchema } from './support-view';

/**
 * `adminUserOperations` (`/admin/users`, `/admin/users/:uid`): the users mirror (users/{uid},
 * see user-mirror.ts) listed and searched with cursor pagination, one user's page, and the
 * account actions. Every action needs a super admin; every mutation is audited.
 */

export const ADMIN_USERS_MAX_PAGE = 50;

const uid = z.string().min(1).max(128);

export const userSearchFieldSchema = z.enum(['email', 'name']);
export type UserSearchField = z.infer<typeof userSearchFieldSchema>;

/** The list's filters (also the CSV export's). */
export const userListFilterSchema = z.object({
  /** A prefix of the email or of the display name (case-insensitive). */
  search: z.string().trim().max(200).default(''),
  searchBy: userSearchFieldSchema.default('email'),
  superAdmin: z.boolean().nullable().default(null),
  disabled: z.boolean().nullable().default(null),
  /** A sign-in provider id (`password`, `google.com`…). */
  provider: z.string().max(64).nullable().default(null),
});
export type UserListFilter = z.input<typeof userListFilterSchema>;

export const userRowSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  providers: z.array(z.string()),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  superAdmin: z.boolean(),
  createdAt: z.number().nullable(),
  lastSignInAt: z.number().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

const membershipSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  role: z.string(),
  /** The company's subscription (its entitlements), null when it has none. */
  subscription: z
    .object({
      planId: z.string(),
      status: z.string(),
      seats: z.number(),
      interval: z.string().nullable(),
      currentPeriodEnd: z.number().nullable(),
      mrrCents: z.number().nullable(),
    })
    .nullable(),
});
export type UserMembership = z.infer<typeof membershipSchema>;

/**
 * superAdminGrantRequests/{uid}: a grant of super admin waiting for a second super admin (asked
 * for while another one exists). Written and deleted by functions only; the audit log keeps
 * what became of it.
 */
export const GRANT_REQUESTS = 'superAdminGrantRequests';
export const GRANT_REQUEST_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const grantRequestSchema = z.object({
  /** Who would become a super admin. */
  uid: z.string(),
  email: z.string().nullable(),
  requestedBy: z.object({ uid: z.string(), email: z.string().nullable() }),
  requestedAt: z.number(),
  /** Past this, it can no longer be approved (ask again). */
  expiresAt: z.number(),
});
export type GrantRequest = z.infer<typeof grantRequestSchema>;

export const userDetailSchema = z.object({
  uid: z.string(),
  /** From Firebase Auth; null when the account is gone from Auth (the mirror alone remains). */
  auth: z
    .object({
      email: z.string().nullable(),
      displayName: z.string().nullable(),
      photoURL: z.string().nullable(),
      providers: z.array(z.string()),
      emailVerified: z.boolean(),
      disabled: z.boolean(),
      superAdmin: z.boolean(),
      createdAt: z.number().nullable(),
      lastSignInAt: z.number().nullable(),
      tokensValidAfter: z.number().nullable(),
    })
    .nullable(),
  mirror: userRowSchema.nullable(),
  companies: z.array(membershipSchema),
  affiliate: z.object({ status: z.string(), username: z.string().nullable() }).nullable(),
  consents: z.array(
    z.object({ kind: z.string(), version: z.number(), acceptedAt: z.number().nullable() }),
  ),
  announcementsOptOut: z.boolean(),
  /** A grant of super admin to this user waiting for approval, if any. */
  grantRequest: grantRequestSchema.nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const done = z.object({ uid: z.string() });

export const adminUserOperations = operations({
  /** One page of the mirror: newest first, or by email / name when searching. */
  list: operation({
    input: userListFilterSchema.extend({
      pageSize: z.number().int().min(1).max(ADMIN_USERS_MAX_PAGE).default(25),
      cursor: z.string().max(2000).nullable().default(null),
    }),
    output: z.object({ users: z.array(userRowSchema), nextCursor: z.string().nullable() }),
    access: 'superAdmin',
  }),
  get: operation({ input: z.object({ uid }), output: userDetailSchema, access: 'superAdmin' }),
  /**
   * Grant or revoke the claim: never yourself, never the last super admin. While another super
   * admin exists a grant only asks (`pending`): a second super admin decides it.
   */
  setSuperAdmin: operation({
    input: z.object({ uid, superAdmin: z.boolean() }),
    output: z.object({ uid: z.string(), status: z.enum(['granted', 'pending', 'revoked']) }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /** The grants of super admin waiting for approval, oldest first (expired ones left out). */
  listGrantRequests: operation({
    input: z.object({}).default({}),
    output: z.object({ requests: z.array(grantRequestSchema) }),
    access: 'superAdmin',
  }),
  /**
   * Decides a waiting grant: `approve` (by a super admin other than who asked) grants the claim;
   * `refuse` drops it (by who asked: withdrawn). Audited and mailed to every super admin.
   */
  decideGrantRequest: operation({
    input: z.object({ uid, decision: z.enum(['approve', 'refuse']) }),
    output: z.object({ uid: z.string(), status: z.enum(['granted', 'refused', 'withdrawn']) }),
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /** Disable or enable sign-in (disabling also revokes sessions); never yourself. */
  setDisabled: operation({
    input: z.object({ uid, disabled: z.boolean() }),
    output: done,
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /** Signs the user out everywhere (refresh tokens and session cookies). */
  revokeSessions: operation({ input: z.object({ uid }), output: done, access: 'superAdmin' }),
  /** Mails the user a password reset link. */
  sendPasswordReset: operation({
    input: z.object({ uid }),
    output: z.object({ uid: z.string(), email: z.string() }),
    access: 'superAdmin',
  }),
  /** The resumable account deletion; refused (`failed-precondition`) while they own companies. */
  delete: operation({
    input: z.object({ uid }),
    output: done,
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /**
   * View as user (contracts/support-view.ts): a read-only session as them for 30 minutes, with a
   * reason; audited. Never yourself, another super admin or a disabled account.
   */
  startSupportView: operation({
    input: z.object({ uid, reason: supportViewReasonSchema }),
    output: supportViewStartSchema,
    access: 'superAdmin',
    recentSignIn: true,
  }),
  /** Fills the mirror from Auth, one listUsers page per call (resumable by page token). */
  backfill: operation({
    input: z.object({ pageToken: z.string().max(2000).nullable().default(null) }),
    output: z.object({ written: z.number(), nextPageToken: z.string().nullable() }),
    access: 'superAdmin',
  }),
});

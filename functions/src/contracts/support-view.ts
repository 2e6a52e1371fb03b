import { z } from 'zod';

/**
 * View as user (support): a super admin opens a read-only session as one user, to see what they
 * see. The session is a Firebase sign-in as that user from a custom token carrying the
 * `supportView` claim: the rules (`isSignedIn`, the one client write) and every callable
 * (functions/src/lib/support-view-guard.ts) read the claim, refuse every write, and refuse
 * everything once `until` has passed. supportViews/{id} records each session for the audit and
 * for the user, who sees on /profile when support viewed their account.
 */

export const SUPPORT_VIEWS = 'supportViews';

/** How long a support view lasts. An ID token lives an hour, so it never needs refreshing. */
export const SUPPORT_VIEW_MS = 30 * 60 * 1000;

export const SUPPORT_VIEW_CLAIM = 'supportView';

/** The claim of a support view's ID token. */
export const supportViewClaimSchema = z.object({
  /** supportViews/{id} */
  id: z.string().min(1),
  /** The super admin viewing. */
  by: z.string().min(1),
  /** When the view ends (ms). */
  until: z.number(),
});
export type SupportViewClaim = z.infer<typeof supportViewClaimSchema>;

/**
 * The support view a token's claims carry, or null for an ordinary session. A malformed claim
 * still marks a support view, one that has already ended: it never reads as an ordinary session.
 */
export function supportViewOf(claims: Record<string, unknown>): SupportViewClaim | null {
  if (!Object.hasOwn(claims, SUPPORT_VIEW_CLAIM)) return null;
  const parsed = supportViewClaimSchema.safeParse(claims[SUPPORT_VIEW_CLAIM]);
  return parsed.success ? parsed.data : { id: '', by: '', until: 0 };
}

export const supportViewReasonSchema = z
  .string()
  .trim()
  .min(10, 'Say why you need to see their account (at least 10 characters).')
  .max(500, 'Keep the reason under 500 characters.');

/**
 * supportViews/{id}: written by functions only; the viewed user and super admins read it. It
 * holds when, not who or why: the reason and the admin's email are in the audit log only (a
 * reason may name an investigation the user must not learn of).
 */
export const supportViewDocSchema = z.object({
  targetUid: z.string(),
  adminUid: z.string(),
  startedAt: z.number(),
  expiresAt: z.number(),
  endedAt: z.number().nullable(),
  /** `exit`: the admin left; `expired`: its 30 minutes ran out. */
  endedBy: z.enum(['exit', 'expired']).nullable(),
});
export type SupportViewDoc = z.infer<typeof supportViewDocSchema>;

/** What starting a view answers: the token to sign in with, and who is viewed. */
export const supportViewStartSchema = z.object({
  id: z.string(),
  token: z.string(),
  expiresAt: z.number(),
  user: z.object({
    uid: z.string(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
  }),
});
export type SupportViewStart = z.infer<typeof supportViewStartSchema>;

import { z } from 'zod';
import { authDisplayName } from './profile';

/**
 * The account facts mirrored on users/{uid} (Firebase Auth cannot be searched or counted):
 * written by functions from the Auth record, on each sign-in (the session endpoint), by every
 * admin action that changes the account, and by the admin backfill; the seed writes them too.
 * Admin lists, searches, segments and reports read these fields, never Auth.
 */
export const userMirrorSchema = z.object({
  email: z.string().nullable(),
  /** Lower-cased email, for prefix search. */
  emailLower: z.string().nullable(),
  displayName: z.string().nullable(),
  /** Lower-cased display name, for prefix search. */
  displayNameLower: z.string().nullable(),
  /** Sign-in provider ids: password, google.com, github.com… */
  providers: z.array(z.string()),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  /** Mirrors the `superAdmin` custom claim (the claim stays the authority). */
  superAdmin: z.boolean(),
  /** ms since epoch. */
  createdAt: z.number(),
  lastSignInAt: z.number().nullable(),
  /** Opted out of announcements (transactional mail is still sent). */
  announcementsOptOut: z.boolean().optional(),
  /** Turned affiliate emails off (new sign-up, first commission, payout sent). */
  affiliateMailsOptOut: z.boolean().optional(),
});
export type UserMirror = z.infer<typeof userMirrorSchema>;

/** The mirror of an Auth record (pure: the session endpoint, admin actions and the seed use it). */
export function userMirrorFromAuth(record: {
  email?: string | undefined;
  displayName?: string | undefined;
  emailVerified: boolean;
  disabled: boolean;
  customClaims?: Record<string, unknown> | undefined;
  providerData: { providerId: string }[];
  metadata: { creationTime: string; lastSignInTime?: string | null | undefined };
}): UserMirror {
  const email = record.email ?? null;
  // Anyone can set their Auth name to anything from the client SDK: bounded and validated like
  // a profile name before it is stored (the public profile starts from this field).
  const displayName = authDisplayName(record.displayName);
  const lastSignIn = record.metadata.lastSignInTime
    ? Date.parse(record.metadata.lastSignInTime)
    : NaN;
  return {
    email,
    emailLower: email?.toLowerCase() ?? null,
    displayName,
    displayNameLower: displayName?.toLowerCase() ?? null,
    providers: record.providerData.map((p) => p.providerId).sort(),
    emailVerified: record.emailVerified,
    disabled: record.disabled,
    superAdmin: record.customClaims?.superAdmin === true,
    createdAt: Date.parse(record.metadata.creationTime),
    lastSignInAt: Number.isNaN(lastSignIn) ? null : lastSignIn,
  };
}

import { z } from 'zod';
import { operation, operations } from './operation';

/**
 * The user's profile and public profile: the shared contract of the `profileOperations`
 * callable and the documents the app reads directly (`users/{uid}`, `publicProfiles/{username}`).
 */

/** A public username: 3–30 lowercase letters, digits or underscores (also the affiliate link name). */
export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

/**
 * Names nobody may claim: they read like the product, its staff or one of its pages. Anything
 * starting with "parley" is reserved too (no one may pose as us).
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'about',
  'abuse',
  'account',
  'admin',
  'administrator',
  'affiliate',
  'affiliates',
  'api',
  'app',
  'billing',
  'contact',
  'dashboard',
  'help',
  'info',
  'legal',
  'login',
  'mail',
  'me',
  'moderator',
  'no_reply',
  'noreply',
  'null',
  'official',
  'postmaster',
  'pricing',
  'privacy',
  'profile',
  'register',
  'root',
  'sales',
  'security',
  'settings',
  'signin',
  'signup',
  'staff',
  'status',
  'support',
  'system',
  'team',
  'terms',
  'undefined',
  'webmaster',
  'www',
]);

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username) || username.startsWith('parley');
}

export const USERNAME_FORMAT_MESSAGE = 'Use 3–30 lowercase letters, digits or underscores.';
export const USERNAME_RESERVED_MESSAGE = 'That username is reserved. Please choose another.';

/** Trimmed and lower-cased first, so "Ada_L " is read as "ada_l". */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, USERNAME_FORMAT_MESSAGE)
  .refine((name) => !isReservedUsername(name), USERNAME_RESERVED_MESSAGE);

export const DISPLAY_NAME_MAX = 80;
export const BIO_MAX = 280;

/** What the public profile shows besides the display name and username (always shown). */
export const publicFieldsSchema = z.object({
  photo: z.boolean(),
  bio: z.boolean(),
  joinedAt: z.boolean(),
});
export type PublicFields = z.infer<typeof publicFieldsSchema>;

/** Privacy by default: until the user says otherwise, only name and username are public. */
export const DEFAULT_PUBLIC_FIELDS: PublicFields = { photo: false, bio: false, joinedAt: false };

const photoUrlSchema = z
  .union([
    z
      .url({ protocol: /^https?$/, message: 'Use a full http(s) address.' })
      .max(2048, 'Use an address of at most 2048 characters.'),
    z.literal(''),
  ])
  .nullish()
  .transform((v) => v || null);

/** A display name, as the profile form accepts it. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter the name people know you by.')
  .max(DISPLAY_NAME_MAX, `Use at most ${DISPLAY_NAME_MAX} characters.`);

/**
 * A name or photo copied from an Auth record (members, public profiles): the client sets those
 * itself through the Auth SDK, so they are held to the profile form's rules. A name is trimmed
 * and cut to DISPLAY_NAME_MAX; an empty one, or a photo that is not an http(s) address, is null.
 */
export function authDisplayName(raw: string | null | undefined): string | null {
  const parsed = displayNameSchema.safeParse(raw?.trim().slice(0, DISPLAY_NAME_MAX));
  return parsed.success ? parsed.data : null;
}
export function authPhotoUrl(raw: string | null | undefined): string | null {
  const parsed = photoUrlSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export const profileUpdateSchema = z.object({
  displayName: displayNameSchema,
  photoURL: photoUrlSchema,
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, `Use at most ${BIO_MAX} characters.`)
    .nullish()
    .transform((v) => v || null),
  publicFields: publicFieldsSchema,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The caller's own profile as the server saved it. */
export const profileSchema = z.object({
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  bio: z.string().nullable(),
  username: z.string().nullable(),
  publicFields: publicFieldsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

const jsonRecord = z.record(z.string(), z.unknown());

/** The "Download my data" file: only the caller's own data, never another person's. */
export const dataExportSchema = z.object({
  format: z.literal('parley-data-export/1'),
  exportedAt: z.string(),
  uid: z.string(),
  account: z.object({
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    displayName: z.string().nullable(),
    photoURL: z.string().nullable(),
    signInProviders: z.array(z.string()),
    createdAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
  }),
  /** users/{uid} as stored (times as ISO strings). */
  userDocument: jsonRecord.nullable(),
  username: z.string().nullable(),
  publicProfile: jsonRecord.nullable(),
  companies: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string().nullable(),
      role: z.string(),
      joinedAt: z.string().nullable(),
    }),
  ),
  /** Invitations addressed to the caller's email (who sent them is left out: another person). */
  invitations: z.array(
    z.object({
      invitationId: z.string(),
      companyId: z.string(),
      companyName: z.string().nullable(),
      role: z.string(),
      status: z.string(),
      createdAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
    }),
  ),
  affiliate: jsonRecord.nullable(),
  /** Whether the caller's sign-up was credited to an affiliate (by their public username). */
  affiliateAttribution: z
    .object({
      attributed: z.boolean(),
      outcome: z.string().nullable(),
      referredBy: z.string().nullable(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  contactMessages: z.array(
    z.object({
      topic: z.string(),
      message: z.string(),
      name: z.string(),
      email: z.string(),
      createdAt: z.string().nullable(),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

const profileAnswer = z.object({ profile: profileSchema });

export const profileOperations = operations({
  /** Display name, photo, bio and what the public profile shows (users doc, public profile, Auth). */
  update: operation({ input: profileUpdateSchema, output: profileAnswer, access: 'signedIn' }),
  /**
   * Claims a public username (unique, in a transaction) and frees the caller's previous one.
   * Errors: already-exists when someone else holds it; invalid-argument for a bad or reserved name.
   */
  claimUsername: operation({
    input: z.object({ username: usernameSchema }),
    output: profileAnswer,
    errors: ['linkRenameCooldown', 'retiredLinkNames'],
    access: 'signedIn',
  }),
  /** Product announcements by email: on (default) or off (transactional mail is always sent). */
  setAnnouncementsOptOut: operation({
    input: z.object({ optOut: z.boolean() }),
    output: z.object({ announcementsOptOut: z.boolean() }),
    access: 'signedIn',
  }),
  /**
   * Affiliate emails (new sign-up through their link, first commission from a referral, payout
   * sent): on (default) or off; also turned off by the link in each of them.
   */
  setAffiliateMailsOptOut: operation({
    input: z.object({ optOut: z.boolean() }),
    output: z.object({ affiliateMailsOptOut: z.boolean() }),
    access: 'signedIn',
  }),
  /** Everything stored about the caller, as JSON. */
  exportData: operation({
    input: z.object({}).optional(),
    output: dataExportSchema,
    access: 'signedIn',
  }),
});

/**
 * publicProfiles/{username}: only what the user chose to make public. Written by functions,
 * readable by anyone (one document at a time).
 */
export interface PublicProfileDoc {
  username: string;
  displayName: string;
  photoURL: string | null;
  bio: string | null;
  /** When the account was created (ms), if the user shows it. */
  joinedAt: number | null;
}

/** The public profile a user's choices produce (pure: the server and the seed both use it). */
export function buildPublicProfile(input: {
  username: string;
  displayName: string | null;
  photoURL: string | null;
  bio: string | null;
  joinedAt: number | null;
  publicFields: PublicFields;
}): PublicProfileDoc {
  const { publicFields } = input;
  return {
    username: input.username,
    displayName: input.displayName?.trim() || input.username,
    photoURL: publicFields.photo ? input.photoURL : null,
    bio: publicFields.bio ? input.bio : null,
    joinedAt: publicFields.joinedAt ? input.joinedAt : null,
  };
}

import { z } from 'zod';

/**
 * Why a call was refused, when the caller can act on it: sent as the `HttpsError`'s details
 * (`{ reason, …facts }`), parsed by the app with `errorReasonSchema`, which words it and picks
 * the link (src/lib/firebase/error-reasons.tsx). The server's message stays a plain sentence for
 * other clients and logs, and never names a page of the app. Each reason has its HTTPS code
 * (reasonCode), so a code never carries two meanings: `resource-exhausted` is a rate limit and
 * nothing else.
 */

/** Why an invitation cannot be used, shown as its own clear page. */
export const invitationProblemSchema = z.enum([
  'invalid',
  'expired',
  'used',
  'revoked',
  'declined',
]);
export type InvitationProblem = z.infer<typeof invitationProblemSchema>;

/** What a rate limit counts. */
export const RATE_LIMIT_SCOPES = [
  'companyInvitations',
  'inviterInvitations',
  'contactMessages',
  'visits',
  'payoutDetailsMails',
] as const;

export const errorReasonSchema = z.discriminatedUnion('reason', [
  /** Every seat of the company's plan is taken (members and pending invitations). */
  z.object({
    reason: z.literal('seatLimit'),
    limit: z.number().int().nonnegative(),
    companyName: z.string(),
    /** Who asked: a manager inviting (may upgrade), or someone joining (asks a manager). */
    asker: z.enum(['inviter', 'joiner']),
  }),
  /** Too many of something in a short time; try again after `retryAfterSeconds`. */
  z.object({
    reason: z.literal('rateLimited'),
    scope: z.enum(RATE_LIMIT_SCOPES),
    max: z.number().int().positive(),
    retryAfterSeconds: z.number().int().nonnegative(),
  }),
  /**
   * The action needs a sign-in at most RECENT_SIGN_IN_MS old (deleting an account, and the
   * privileged admin actions whose operation says `recentSignIn`): sign in again, then retry.
   */
  z.object({ reason: z.literal('reauthenticate') }),
  /** A super admin's session was not signed in with a second factor (enrol one, sign in again). */
  z.object({ reason: z.literal('secondFactorRequired') }),
  /** A support view (view as user) is read-only: it changes nothing. */
  z.object({ reason: z.literal('supportViewReadOnly') }),
  /** The account still owns these companies (deleting it). */
  z.object({
    reason: z.literal('owns-companies'),
    companies: z.array(z.object({ id: z.string(), name: z.string(), memberCount: z.number() })),
  }),
  /** An invitation that cannot be used. */
  z.object({ reason: z.literal('invitationProblem'), problem: invitationProblemSchema }),
  /** An affiliate's link name moved too recently. */
  z.object({
    reason: z.literal('linkRenameCooldown'),
    nextChangeAt: z.number(),
    cooldownDays: z.number().int().positive(),
  }),
  /** An affiliate has retired as many link names as allowed. */
  z.object({ reason: z.literal('retiredLinkNames'), max: z.number().int().positive() }),
  /** A plan chosen at checkout that is no longer offered. */
  z.object({ reason: z.literal('planNotOffered'), planName: z.string() }),
  /** Billing that needs a subscription, for a company that has none yet. */
  z.object({ reason: z.literal('noSubscription'), companyName: z.string() }),
  /** A checkout that expired before it was paid (nothing was charged). */
  z.object({ reason: z.literal('checkoutExpired') }),
  /** A rejected applicant applies again too early. */
  z.object({ reason: z.literal('reapplyLater'), reapplyAfter: z.number() }),
]);
export type ErrorReason = z.infer<typeof errorReasonSchema>;
export type ErrorReasonName = ErrorReason['reason'];
/** The facts of one reason (what the server sends beside its name). */
export type ReasonFacts<R extends ErrorReasonName> = Omit<
  Extract<ErrorReason, { reason: R }>,
  'reason'
>;

/**
 * The HTTPS code of each reason (SPEC §8's mapping: 429 is resource-exhausted, for rate limits
 * only). An invitation that does not exist at all is `not-found`; every other problem with one
 * is `failed-precondition`.
 */
export function reasonCode(
  details: ErrorReason,
): 'failed-precondition' | 'resource-exhausted' | 'not-found' | 'permission-denied' {
  switch (details.reason) {
    case 'rateLimited':
      return 'resource-exhausted';
    case 'secondFactorRequired':
    case 'supportViewReadOnly':
      return 'permission-denied';
    case 'invitationProblem':
      return details.problem === 'invalid' ? 'not-found' : 'failed-precondition';
    default:
      return 'failed-precondition';
  }
}

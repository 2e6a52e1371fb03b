import { z } from 'zod';
import type { ErrorReason } from './error-reasons';
import { operation, operations } from './operation';

/** What the user types to confirm deleting their account. */
export const DELETE_ACCOUNT_PHRASE = 'delete my account';

/** A deletion needs a sign-in (or re-authentication) at most this long ago. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export const accountOperations = operations({
  /**
   * Deletes the caller's account and data. Re-running it finishes an interrupted deletion.
   * Errors: failed-precondition with `details.reason` 'reauthenticate' (sign in again first)
   * or 'owns-companies' (with `details.companies`: transfer or delete them first).
   */
  deleteAccount: operation({
    input: z.object({
      confirmation: z.literal(DELETE_ACCOUNT_PHRASE, {
        message: `Type "${DELETE_ACCOUNT_PHRASE}" to confirm.`,
      }),
    }),
    output: z.object({ deleted: z.literal(true) }),
    errors: ['reauthenticate', 'owns-companies'],
    access: 'signedIn',
    recentSignIn: true,
  }),
  /**
   * Ends the caller's support view (view as user, contracts/support-view.ts): the only change a
   * support view may make. `ended` is false when it had already ended. Refused outside one.
   */
  endSupportView: operation({
    input: z.object({}).default({}),
    output: z.object({ ended: z.boolean() }),
    access: 'signedIn',
  }),
});

/** Why a deletion was refused (error reasons: contracts/error-reasons.ts). */
export type DeletionBlocked = Extract<ErrorReason, { reason: 'reauthenticate' | 'owns-companies' }>;

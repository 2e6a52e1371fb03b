import { z } from 'zod';
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
    access: 'signedIn',
  }),
});

export const deletionBlockedSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('reauthenticate') }),
  z.object({
    reason: z.literal('owns-companies'),
    companies: z.array(z.object({ id: z.string(), name: z.string(), memberCount: z.number() })),
  }),
]);
export type DeletionBlocked = z.infer<typeof deletionBlockedSchema>;

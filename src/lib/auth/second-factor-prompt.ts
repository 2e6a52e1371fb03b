import type { MultiFactorError, UserCredential } from 'firebase/auth';
import { authErrorCode } from './auth-errors';
import { pendingQuestion, type Pending } from './pending-question';

/** Error code when the person closes the code dialog: the action stops without a toast. */
export const SECOND_FACTOR_CANCELLED = 'auth/second-factor-cancelled';

/**
 * Whether a sign-in (or re-authentication) stopped to ask for the second factor. Here, not in
 * second-factor.ts, so that every sign-in can ask without loading Auth's multi-factor code first.
 */
export function needsSecondFactor(error: unknown): error is MultiFactorError {
  return authErrorCode(error) === 'auth/multi-factor-auth-required';
}

export type PendingChallenge = Pending<MultiFactorError, UserCredential>;

/**
 * The second-factor step that is waiting for the person, if any. SecondFactorDialog (mounted by
 * the sign-in and signed-in layouts) shows it; whoever asked awaits the promise.
 */
const challenge = pendingQuestion<MultiFactorError, UserCredential>(() =>
  Object.assign(new Error('Replaced'), { code: SECOND_FACTOR_CANCELLED }),
);
export const useSecondFactorPrompt = challenge.usePending;

/**
 * Runs a sign-in or re-authentication; when the account has a second factor, asks for the SMS
 * code in place and finishes with it (answering the credential of that finished sign-in).
 * Every sign-in path of the app goes through here.
 */
export async function withSecondFactor<T>(run: () => Promise<T>): Promise<T | UserCredential> {
  try {
    return await run();
  } catch (error) {
    if (!needsSecondFactor(error)) throw error;
    return challenge.ask(error);
  }
}

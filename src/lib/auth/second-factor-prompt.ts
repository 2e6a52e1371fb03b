import type { MultiFactorError, UserCredential } from 'firebase/auth';
import { create } from 'zustand';
import { needsSecondFactor } from './second-factor';

export interface PendingChallenge {
  /** Each request is a new dialog (its own SMS). */
  id: number;
  error: MultiFactorError;
  resolve: (credential: UserCredential) => void;
  reject: (reason: unknown) => void;
}

/**
 * The second-factor step that is waiting for the person, if any. SecondFactorDialog (mounted by
 * the sign-in and signed-in layouts) shows it; whoever asked awaits the promise.
 */
export const useSecondFactorPrompt = create<{ pending: PendingChallenge | null }>(() => ({
  pending: null,
}));

/** Error code when the person closes the code dialog: the action stops without a toast. */
export const SECOND_FACTOR_CANCELLED = 'auth/second-factor-cancelled';

let lastId = 0;

function askForCode(error: MultiFactorError): Promise<UserCredential> {
  useSecondFactorPrompt
    .getState()
    .pending?.reject(Object.assign(new Error('Replaced'), { code: SECOND_FACTOR_CANCELLED }));
  return new Promise((resolve, reject) => {
    const settle =
      <T>(done: (value: T) => void) =>
      (value: T) => {
        useSecondFactorPrompt.setState({ pending: null });
        done(value);
      };
    useSecondFactorPrompt.setState({
      pending: { id: ++lastId, error, resolve: settle(resolve), reject: settle(reject) },
    });
  });
}

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
    return askForCode(error);
  }
}

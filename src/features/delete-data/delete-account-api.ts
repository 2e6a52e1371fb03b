import { DELETE_ACCOUNT_PHRASE, type DeletionBlocked } from '@contracts/account';
import { auth, signOutUser } from '@/lib/auth/auth-service';
import { reauthenticateWithPassword, reauthenticateWithProvider } from '@/lib/auth/providers';
import { isSocialProvider } from '@/lib/auth/social-providers';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { callableCode, callableMessage } from '@/lib/firebase/callable-errors';
import { callableReason } from '@/lib/firebase/error-reasons';
import { callOperation } from '@/lib/firebase/functions';

export type DeleteOutcome =
  { ok: true } | { ok: false; message: string; blocked?: DeletionBlocked };

/** Confirms it is really the user: their password, or their sign-in provider's popup. */
async function reauthenticate(password: string | null): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('not signed in');
  if (password !== null) {
    await reauthenticateWithPassword(user, password);
    return;
  }
  const providerId = user.providerData.map((p) => p.providerId).find(isSocialProvider);
  if (!providerId) throw new Error('no provider to confirm with');
  await reauthenticateWithProvider(user, providerId);
}

/**
 * Re-authenticates, deletes the account on the server (which may refuse: companies still owned),
 * then signs out here. Every failure comes back as a sentence to show.
 */
export async function deleteMyAccount(password: string | null): Promise<DeleteOutcome> {
  try {
    await reauthenticate(password);
  } catch (error) {
    return { ok: false, message: authErrorMessage(error) };
  }
  try {
    await callOperation('accountOperations', 'deleteAccount', {
      confirmation: DELETE_ACCOUNT_PHRASE,
    });
  } catch (error) {
    if (callableCode(error) === 'failed-precondition') {
      const reason = callableReason(error);
      const blocked: DeletionBlocked | null =
        reason?.reason === 'reauthenticate' || reason?.reason === 'owns-companies' ? reason : null;
      return { ok: false, message: callableMessage(error), ...(blocked ? { blocked } : {}) };
    }
    // The server may have stopped part-way (memberships already gone): deleting again resumes
    // where it stopped, and the maintenance job finishes a deletion left in progress.
    return {
      ok: false,
      message:
        'We could not finish deleting your account. Please try again: the deletion picks up where it stopped.',
    };
  }
  await signOutUser().catch(() => undefined);
  return { ok: true };
}

/** Whether the account signs in with a password (else it confirms through its provider). */
export function hasPassword(): boolean {
  return Boolean(auth.currentUser?.providerData.some((p) => p.providerId === 'password'));
}

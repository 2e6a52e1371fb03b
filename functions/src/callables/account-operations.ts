import { adminAuth, db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { deleteAccount } from '../services/account/delete-account';
import { isRecentSignIn } from '../services/account/recent-sign-in';
import { refusal } from '../lib/refusal';

/** The caller's own account: deletion, after a recent sign-in and a typed confirmation. */
export const accountOperations = validatedOperations('accountOperations', {
  deleteAccount: async (_payload, { uid, claims }) => {
    const now = Date.now();
    if (!isRecentSignIn(claims.auth_time, now)) {
      throw refusal(
        { reason: 'reauthenticate' },
        'For your security, confirm your password (or sign in again) right before deleting your account.',
      );
    }
    return deleteAccount(uid, { db, auth: adminAuth, now });
  },
});

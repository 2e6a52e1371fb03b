import { adminAuth, db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { deleteAccount } from '../services/account/delete-account';

/**
 * The caller's own account: deletion, after a typed confirmation and a recent sign-in (the
 * contract's `recentSignIn`, checked by the wrapper).
 */
export const accountOperations = validatedOperations('accountOperations', {
  deleteAccount: async (_payload, { uid }) =>
    deleteAccount(uid, { db, auth: adminAuth, now: Date.now() }),
});

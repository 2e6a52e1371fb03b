import { adminAuth, db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { deleteAccount } from '../services/account/delete-account';
import { endSupportView } from '../services/support-view/end-view';

/**
 * The caller's own account: deletion, after a typed confirmation and a recent sign-in (the
 * contract's `recentSignIn`, checked by the wrapper); and the end of a support view of it.
 */
export const accountOperations = validatedOperations('accountOperations', {
  deleteAccount: async (_payload, { uid }) =>
    deleteAccount(uid, { db, auth: adminAuth, now: Date.now() }),
  endSupportView: async (_payload, { claims }) => endSupportView(claims, { db, auth: adminAuth }),
});

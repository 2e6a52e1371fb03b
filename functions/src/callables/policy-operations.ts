import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { acceptPolicy } from '../services/policies/accept-policy';

/** Policy acceptance: written only here, so nobody records an acceptance for someone else. */
export const policyOperations = validatedOperations('policyOperations', {
  accept: ({ kind, version }, { uid }) =>
    acceptPolicy({ uid, kind, version }, { db, now: Date.now() }),
});

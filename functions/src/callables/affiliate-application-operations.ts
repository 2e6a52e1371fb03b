import { validatedOperations } from '../lib/validated-on-call';
import {
  applyForAffiliate,
  checkUsername,
  myApplication,
  withdrawApplication,
} from '../services/affiliate-programme/applications';
import { programmeDeps } from '../services/affiliate-programme/runtime-deps';

/** Applying to the affiliate programme: the signed-in caller's own application only. */
export const affiliateApplicationOperations = validatedOperations(
  'affiliateApplicationOperations',
  {
    apply: (payload, { uid, claims }) =>
      applyForAffiliate(
        payload,
        { uid, email: typeof claims.email === 'string' ? claims.email : null },
        programmeDeps(),
      ),
    getMine: (_payload, { uid }) => myApplication(uid, programmeDeps()),
    withdraw: (payload, { uid }) =>
      withdrawApplication(payload.applicationId, uid, programmeDeps()),
    checkUsername: (payload, { uid }) => checkUsername(payload.username, uid, programmeDeps()),
  },
);

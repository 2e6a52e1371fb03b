import { validatedOperations } from '../lib/validated-on-call';
import { programmeDeps } from '../services/affiliate-programme/runtime-deps';
import {
  approveApplication,
  getApplication,
  listApplications,
  rejectApplication,
} from '../services/affiliate-programme/review';

/** The affiliate application review queue, for super admins (decisions audited and mailed). */
export const adminAffiliateApplicationOperations = validatedOperations(
  'adminAffiliateApplicationOperations',
  {
    list: (payload) => listApplications(payload, programmeDeps()),
    get: (payload) => getApplication(payload.applicationId, programmeDeps()),
    approve: (payload, { uid, claims }) =>
      approveApplication(payload, { uid, claims }, programmeDeps()),
    reject: (payload, { uid, claims }) =>
      rejectApplication(payload, { uid, claims }, programmeDeps()),
  },
);

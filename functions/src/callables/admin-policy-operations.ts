import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { policyStats } from '../services/admin-policies/policy-stats';
import { publishPolicyAudited } from '../services/admin-policies/publish-audited';

/** The policy editors of the admin area, for super admins (publishing is audited). */
export const adminPolicyOperations = validatedOperations('adminPolicyOperations', {
  publish: (payload, { uid, claims }) =>
    publishPolicyAudited(payload, { uid, claims }, { db, now: Date.now() }),
  stats: ({ kind }) => policyStats(kind, { db }),
});

import { AFFILIATE_AGREEMENT_KIND } from '../contracts/policies';
import { db } from '../lib/admin';
import { validatedOperations } from '../lib/validated-on-call';
import { publishPolicyAudited } from '../services/admin-policies/publish-audited';
import { acceptAgreement } from '../services/affiliate-agreement/accept-agreement';
import { agreementStats } from '../services/affiliate-agreement/agreement-stats';

/**
 * The affiliate agreement: affiliates accept it (recorded only here), super admins publish new
 * versions (audited, the same service as the policies) and follow acceptance.
 */
export const affiliateAgreementOperations = validatedOperations('affiliateAgreementOperations', {
  accept: ({ version }, { uid, userAgent }) =>
    acceptAgreement({ uid, version, userAgent }, { db, now: Date.now() }),
  publish: (payload, { uid, claims }) =>
    publishPolicyAudited(
      { kind: AFFILIATE_AGREEMENT_KIND, ...payload },
      { uid, claims },
      { db, now: Date.now() },
    ),
  stats: () => agreementStats({ db }),
});

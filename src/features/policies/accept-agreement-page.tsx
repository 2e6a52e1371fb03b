import { AcceptPolicyPage } from './accept-policy-page';

/** /affiliate/accept-agreement: an approved affiliate accepts the current affiliate agreement. */
export default function AcceptAgreementPage() {
  return <AcceptPolicyPage kind="affiliateAgreement" />;
}

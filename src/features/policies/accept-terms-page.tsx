import { AcceptPolicyPage } from './accept-policy-page';

export default function AcceptTermsPage() {
  return <AcceptPolicyPage kind="terms" />;
}

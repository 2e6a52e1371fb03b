import { AcceptPolicyPage } from './accept-policy-page';

export default function AcceptPrivacyPage() {
  return <AcceptPolicyPage kind="privacy" />;
}

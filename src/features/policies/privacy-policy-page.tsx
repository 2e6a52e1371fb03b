import { paths } from '@/config/paths';
import { PolicyPage } from './policy-page';

export default function PrivacyPolicyPage() {
  return <PolicyPage kind="privacy" title={paths.privacyPolicy.title} />;
}

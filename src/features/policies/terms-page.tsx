import { paths } from '@/config/paths';
import { PolicyPage } from './policy-page';

export default function TermsPage() {
  return <PolicyPage kind="terms" title={paths.termsAndConditions.title} />;
}

import { paths } from '@/config/paths';
import { PolicyPage } from './policy-page';

/** /affiliate/agreement: the current affiliate agreement and every earlier version. */
export default function AffiliateAgreementPage() {
  return <PolicyPage kind="affiliateAgreement" title={paths.affiliateAgreement.title} />;
}

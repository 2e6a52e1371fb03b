import { PolicyEditorPage } from './policy-editor-page';

/** /admin/affiliates/agreement: the policy editor for the affiliate agreement. */
export default function AdminAffiliateAgreementPage() {
  return <PolicyEditorPage kind="affiliateAgreement" />;
}

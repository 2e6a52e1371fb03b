import { PolicyEditorPage } from './policy-editor-page';

export default function AdminTermsPage() {
  return <PolicyEditorPage kind="terms" />;
}

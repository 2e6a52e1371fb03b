import { PolicyEditorPage } from './policy-editor-page';

export default function AdminPrivacyPage() {
  return <PolicyEditorPage kind="privacy" />;
}

import { LegalPageLayout } from '../features/legal/legal-page-layout';
import { privacyPolicy } from '../features/legal/privacy-policy';

export default function PrivacyPage() {
  return <LegalPageLayout document={privacyPolicy} path="/privacy" />;
}

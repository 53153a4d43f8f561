import { LegalPageLayout } from '../features/legal/legal-page-layout';
import { termsOfService } from '../features/legal/terms-of-service';

export default function TermsPage() {
  return <LegalPageLayout document={termsOfService} path="/terms" />;
}

import { cookiePolicy } from '../features/legal/cookie-policy';
import { LegalPageLayout } from '../features/legal/legal-page-layout';

export default function CookiesPage() {
  return <LegalPageLayout document={cookiePolicy} path="/cookies" />;
}

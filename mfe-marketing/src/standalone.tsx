import { renderStandalone } from 'shared-ui';
import HomePage from './routes/home-page';
import PrivacyPage from './routes/privacy-page';
import TermsPage from './routes/terms-page';
import CookiesPage from './routes/cookies-page';

renderStandalone({ '/': HomePage, '/privacy': PrivacyPage, '/terms': TermsPage, '/cookies': CookiesPage, '*': HomePage });

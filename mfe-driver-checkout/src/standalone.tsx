import { renderStandalone } from 'shared-ui';
import DriversPage from './routes/drivers-page';
import UberPaymentPage from './routes/uber-payment-page';
import UberPaymentSuccessPage from './routes/uber-payment-success-page';
import StarterKitPaywallPage from './routes/starter-kit-paywall-page';

renderStandalone({
  '/': DriversPage,
  '/drivers': DriversPage,
  '/uber-signup': DriversPage,
  '/uber-payment': UberPaymentPage,
  '/uber-payment-success': UberPaymentSuccessPage,
  '/starter-kit-paywall': StarterKitPaywallPage,
});

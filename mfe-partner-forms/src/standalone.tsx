import { renderStandalone } from 'shared-ui';
import PropertyManagerPage from './routes/property-manager-page';
import HotelSignupPage from './routes/hotel-signup-page';
import CleaningPartnerPage from './routes/cleaning-partner-page';
import AdminPage from './routes/admin-page';

renderStandalone({
  '/': PropertyManagerPage,
  '/property-manager': PropertyManagerPage,
  '/hotel-signup': HotelSignupPage,
  '/cleaning-partner': CleaningPartnerPage,
  '/cleaner-signup': CleaningPartnerPage,
  '/admin': AdminPage,
});

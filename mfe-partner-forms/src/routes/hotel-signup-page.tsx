import { HotelApplicationSection } from '../features/hotel/hotel-application-section';
import { HotelPlans } from '../features/hotel/hotel-plans';
import { HotelFaq, HotelHero, HotelHowItWorks } from '../features/hotel/hotel-sections';

/** /hotel-signup: the hotel sign-up page. */
export default function HotelSignupPage() {
  return (
    <>
      <HotelHero />
      <HotelHowItWorks />
      <HotelPlans />
      <HotelApplicationSection />
      <HotelFaq />
    </>
  );
}

import { HotelApplicationSection } from '../features/hotel-signup/hotel-application-section';
import { HotelPlans } from '../features/hotel-signup/hotel-plans';
import { HotelFaq, HotelHero, HotelHowItWorks } from '../features/hotel-signup/hotel-sections';

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

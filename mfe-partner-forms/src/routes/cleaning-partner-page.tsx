import { CleanerApplicationSection } from '../features/cleaning-partner/cleaner-application-section';
import { CleanerHero } from '../features/cleaning-partner/cleaner-hero';
import {
  CleanerBenefits,
  CleanerClaim,
  CleanerEarnings,
  CleanerFaq,
  CleanerHowItWorks,
  CleanerTestimonials,
} from '../features/cleaning-partner/cleaner-sections';

/** /cleaning-partner and /cleaner-signup: the cleaner partner page. */
export default function CleaningPartnerPage() {
  return (
    <>
      <CleanerHero />
      <CleanerHowItWorks />
      <CleanerClaim />
      <CleanerEarnings />
      <CleanerTestimonials />
      <CleanerBenefits />
      <CleanerFaq />
      <CleanerApplicationSection />
    </>
  );
}

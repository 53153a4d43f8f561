import { CleanerApplicationSection } from '../features/cleaner/cleaner-application-section';
import { CleanerHero } from '../features/cleaner/cleaner-hero';
import {
  CleanerBenefits,
  CleanerClaim,
  CleanerEarnings,
  CleanerFaq,
  CleanerHowItWorks,
  CleanerTestimonials,
} from '../features/cleaner/cleaner-sections';

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

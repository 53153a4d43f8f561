import { CatalogueSection } from '../features/catalogue/catalogue-section';
import { SignupFormSection } from '../features/driver-form/signup-form-section';
import { HeroSection } from '../features/drivers-landing/hero-section';
import { HowItWorksSection } from '../features/drivers-landing/how-it-works-section';
import { OpportunitySection } from '../features/drivers-landing/opportunity-section';

/** /drivers and /uber-signup (signup-flows §2): the sections in the spec's order. */
export default function DriversPage() {
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <OpportunitySection />
      <CatalogueSection />
      <SignupFormSection />
    </>
  );
}

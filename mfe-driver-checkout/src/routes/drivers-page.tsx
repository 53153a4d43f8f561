import { useEffect } from 'react';
import { useLocation } from '@minibar/ui';
import { CatalogueSection } from '../features/catalogue/catalogue-section';
import { SignupFormSection } from '../features/driver-form/signup-form-section';
import { HeroSection } from '../features/drivers-landing/hero-section';
import { HowItWorksSection } from '../features/drivers-landing/how-it-works-section';
import { OpportunitySection } from '../features/drivers-landing/opportunity-section';
import { driverSession } from '../features/shared/driver-session';

/** /drivers and /uber-signup: hero, how it works, the opportunity, the catalogue, then the form. */
export default function DriversPage() {
  const { pathname } = useLocation();
  // A form saved on an earlier visit is dropped as soon as the sign-up page loads, whether or
  // not the visitor ever reaches the form.
  useEffect(() => driverSession.clearStaleFormData(pathname), [pathname]);
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

import { HostApplication, HostBenefits, HostClosingCta, HostFaq, HostHero, HostHowItWorks, HostTestimonial } from '../features/host/host-sections';

/** /property-manager: the host landing page and application. */
export default function PropertyManagerPage() {
  return (
    <>
      <HostHero />
      <HostHowItWorks />
      <HostBenefits />
      <HostTestimonial />
      <HostApplication />
      <HostFaq />
      <HostClosingCta />
    </>
  );
}

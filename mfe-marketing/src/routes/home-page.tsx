import { PricingSection } from '../features/calculator/pricing-section';
import { ContactSection } from '../features/contact/contact-section';
import { CtaSection } from '../features/home/cta-section';
import { FeaturesSection } from '../features/home/features-section';
import { HeroSection } from '../features/home/hero-section';
import { HowItWorksSection } from '../features/home/how-it-works-section';
import { TestimonialsSection } from '../features/home/testimonials-section';
import { ValuePropositionSection } from '../features/home/value-proposition-section';
import { VideoDialogProvider } from '../features/home/video/video-dialog-context';

/** The home page sections, in order (the shell adds the footer). */
export default function HomePage() {
  return (
    <VideoDialogProvider>
      <HeroSection />
      <ValuePropositionSection />
      <FeaturesSection />
      <TestimonialsSection />
      <HowItWorksSection />
      <ContactSection />
      <CtaSection />
      <PricingSection />
    </VideoDialogProvider>
  );
}

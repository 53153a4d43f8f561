import { Testimonial } from '@minibar/ui';
import { testimonials } from './testimonials';

/** What a host and a driver say. */
export function TestimonialsSection() {
  return (
    <Testimonial
      id="testimonials"
      tone="plain"
      title="Partners Earning Every Month"
      quotes={testimonials.map(({ quote, author, role, location }) => ({ quote, name: author, role: `${role} · ${location}` }))}
    />
  );
}

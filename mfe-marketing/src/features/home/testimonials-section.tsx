import { Quote } from 'lucide-react';
import { layout, PageSection } from '@minibar/ui';
import { testimonials } from './testimonials';
import * as css from './sections.css';

/** What a host and a driver say. */
export function TestimonialsSection() {
  return (
    <PageSection id="testimonials" tone="plain" titleId="testimonials-title" eyebrow="Testimonials" title="Partners Earning Every Month">
      <div className={layout.grid({ columns: 2 })}>
        {testimonials.map((testimonial) => (
          <figure key={testimonial.author} className={`${layout.card()} ${css.testimonial}`}>
            <Quote aria-hidden="true" size={32} className={css.quoteMark} />
            <blockquote className={css.quote}>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className={css.author}>
              <span className={css.avatar} aria-hidden="true">
                {testimonial.author.charAt(0)}
              </span>
              <span>
                <strong className={css.authorName}>{testimonial.author}</strong>
                <span className={css.authorRole}>
                  {testimonial.role} · {testimonial.location}
                </span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </PageSection>
  );
}

import { Star } from 'lucide-react';
import { layout } from '@minibar/ui';
import * as css from './page.css';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

const FIVE_STARS = [1, 2, 3, 4, 5];

export function TestimonialCard({ quote, name, role }: Testimonial) {
  return (
    <figure className={`${layout.card()} ${css.quote}`}>
      <div className={css.stars} role="img" aria-label="Rated 5 out of 5">
        {FIVE_STARS.map((n) => (
          <Star key={n} size={18} fill="currentColor" aria-hidden="true" />
        ))}
      </div>
      <blockquote className={css.quoteText}>“{quote}”</blockquote>
      <figcaption className={css.quoteAuthor}>
        {name}
        <span className={css.quoteRole}>{role}</span>
      </figcaption>
    </figure>
  );
}

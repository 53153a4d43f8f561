import type { ReactNode } from 'react';
import { PageSection, type SectionTone } from '../ui/page-section';
import * as layout from '../ui/layout.css';
import { Star } from 'lucide-react';
import * as css from './testimonial.css';
import { StaticPart } from '../static-part';

export interface TestimonialQuote {
  quote: string;
  name: string;
  /** Who they are and where: 'Property Manager · Scottsdale, AZ'. */
  role: string;
}

const FIVE_STARS = [1, 2, 3, 4, 5];

/** One partner's words: five stars, the quote, and who said it. */
export function TestimonialCard({ quote, name, role }: TestimonialQuote) {
  return (
    <figure className={`${layout.card()} ${css.figure}`}>
      <span className={css.stars} role="img" aria-label="Rated 5 out of 5">
        {FIVE_STARS.map((n) => (
          <Star key={n} size={18} fill="currentColor" strokeWidth={0} aria-hidden="true" />
        ))}
      </span>
      <blockquote className={css.quote}>
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className={css.author}>
        <span className={css.avatar} aria-hidden="true">
          {name.charAt(0)}
        </span>
        <span>
          <strong className={css.name}>{name}</strong>
          <span className={css.role}>{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export interface TestimonialProps {
  id?: string | undefined;
  tone?: SectionTone;
  eyebrow?: ReactNode;
  title: ReactNode;
  quotes: readonly TestimonialQuote[];
}

/** What partners say: one quote centred, or several side by side. */
export function Testimonial({ id, tone = 'brand', eyebrow = 'Testimonials', title, quotes }: TestimonialProps) {
  return (
    <PageSection id={id} tone={tone} eyebrow={eyebrow} title={title}>
      <StaticPart>
        {quotes.length === 1 ? (
          <div className={css.single}>
            <TestimonialCard {...quotes[0]!} />
          </div>
        ) : (
          <div className={layout.grid({ columns: 2 })}>
            {quotes.map((quote) => (
              <TestimonialCard key={quote.name} {...quote} />
            ))}
          </div>
        )}
      </StaticPart>
    </PageSection>
  );
}

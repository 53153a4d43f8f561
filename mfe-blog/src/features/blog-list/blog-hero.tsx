import { BRAND, layout } from '@minibar/ui';
import * as css from './blog-list.css';

export function BlogHero() {
  return (
    <section className={`${layout.section({ tone: 'brand' })} ${css.compactBottom}`} aria-labelledby="blog-title">
      <div className={`${layout.container} ${css.hero}`}>
        <span className={layout.eyebrow}>The {BRAND} Blog</span>
        <h1 id="blog-title" className={css.heroTitle}>
          Ideas to earn more from every stay and every ride
        </h1>
        <p className={layout.lead}>
          Practical guides, pricing advice and setup tips for hosts, hotels and rideshare drivers running self-service mini-stores.
        </p>
      </div>
    </section>
  );
}

import { ArrowRight } from 'lucide-react';
import { button, Link } from '@minibar/ui';
import type { FeatureBlock } from './feature-blocks';
import { SectionLink } from './section-link';
import * as css from './features.css';

const IMAGE_SIZE = { width: 480, height: 360 };

function FeatureCta({ text, link }: { text: string; link: string }) {
  const className = button({ tone: 'brand' });
  const content = (
    <>
      {text}
      <ArrowRight aria-hidden="true" size={18} />
    </>
  );
  return link.startsWith('#') ? (
    <SectionLink hash={link} className={className}>
      {content}
    </SectionLink>
  ) : (
    <Link to={link} className={className}>
      {content}
    </Link>
  );
}

/** One audience's block: its anchor, pitch, benefits, call to action and picture. */
export function FeatureBlockView({ block, imageFirst }: { block: FeatureBlock; imageFirst: boolean }) {
  const titleId = `${block.link}-title`;
  return (
    <article id={block.link} className={css.block} aria-labelledby={titleId}>
      <div>
        <h3 id={titleId} className={css.title}>
          {block.title}
        </h3>
        <p className={css.subtitle}>{block.subtitle}</p>
        <p className={css.description}>{block.description}</p>
        <ul className={css.benefits}>
          {block.benefits.map(({ icon: Icon, title }) => (
            <li key={title} className={css.benefit}>
              <span className={css.benefitIcon}>
                <Icon aria-hidden="true" size={20} />
              </span>
              {title}
            </li>
          ))}
        </ul>
        <FeatureCta text={block.ctaText} link={block.ctaLink} />
      </div>
      <img
        className={`${css.picture} ${imageFirst ? css.imageFirst : ''}`}
        src={block.image.src}
        alt={block.image.alt}
        width={IMAGE_SIZE.width}
        height={IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
    </article>
  );
}

import { useId, type ReactNode } from 'react';
import * as layout from '../ui/layout.css';
import { Check } from 'lucide-react';
import { motion } from './illustration-motion.css';
import * as css from './page-hero.css';
import { StaticPart } from '../static-part';

export interface PageHeroProps {
  eyebrow: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  lead: ReactNode;
  /** The calls to action under the text. */
  actions?: ReactNode;
  /** Short facts with a check, under the calls to action. */
  facts?: readonly ReactNode[];
  /** The drawing beside the text on wide screens, under it on phones; without one the text is centred. */
  illustration?: ReactNode;
  /** What stands under the drawing (a sample card). */
  aside?: ReactNode;
}

/** The opening band of a page: eyebrow, h1, the pitch, its calls to action and the page's drawing. */
export function PageHero({ eyebrow, title, lead, actions, facts, illustration, aside }: PageHeroProps) {
  const titleId = `hero-${useId().replace(/:/g, '')}`;
  return (
    <section className={illustration ? css.hero : `${css.hero} ${css.textOnly}`} aria-labelledby={titleId}>
      <div className={`${layout.container} ${illustration ? css.grid : css.centred}`}>
        <div>
          <StaticPart>
            <p className={layout.eyebrow}>{eyebrow}</p>
            <h1 id={titleId} className={css.title}>
              {title}
            </h1>
            <p className={css.lead}>{lead}</p>
          </StaticPart>
          {actions ? <div className={css.actions}>{actions}</div> : null}
          {facts?.length ? (
            <StaticPart>
              <ul className={css.facts}>
                {facts.map((fact, index) => (
                  <li key={index} className={css.fact}>
                    <Check size={18} className={css.factIcon} aria-hidden="true" />
                    {fact}
                  </li>
                ))}
              </ul>
            </StaticPart>
          ) : null}
        </div>
        {illustration ? (
          <StaticPart>
            <div className={css.art}>
              {illustration}
              {aside}
            </div>
          </StaticPart>
        ) : null}
      </div>
    </section>
  );
}

export interface IllustrationProps {
  /**
   * The drawing's SVG markup, shipped with the remote that shows it. Its lettering names no
   * font and takes the page's: a font named in the drawing is looked up for each of its texts
   * as the page is first laid out, which a phone pays for.
   */
  markup: string;
  /** What the drawing shows, for people who cannot see it. */
  label: string;
}

/**
 * A page's drawing, written into the server HTML as SVG: painted with the first paint,
 * never an empty frame while code loads, sharp at any width. Its parts may carry the
 * classes `float`, `pulse` and `appear`, which move them in a slow loop unless the visitor
 * prefers less motion.
 */
export function Illustration({ markup, label }: IllustrationProps) {
  return <div className={`${css.illustration} ${motion}`} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: markup }} />;
}

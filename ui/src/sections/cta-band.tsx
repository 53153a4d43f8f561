import { useId, type ReactNode } from 'react';
import * as layout from '../ui/layout.css';
import { Check } from 'lucide-react';
import * as css from './cta-band.css';
import { StaticPart } from '../static-part';

export interface CtaBandProps {
  id?: string | undefined;
  title: ReactNode;
  text: ReactNode;
  /** The buttons (the light button tone reads best on the band) and links. */
  actions: ReactNode;
  /** Short promises under the actions, each with a check. */
  highlights?: readonly string[];
}

/** A page's closing call to action: a brand-coloured band, its heading, a sentence and the buttons. */
export function CtaBand({ id, title, text, actions, highlights }: CtaBandProps) {
  const titleId = `cta-${useId().replace(/:/g, '')}`;
  return (
    <section id={id} className={css.band} aria-labelledby={titleId}>
      <div className={`${layout.container} ${css.inner}`}>
        <StaticPart>
          <h2 id={titleId} className={css.title}>
            {title}
          </h2>
          <p className={css.text}>{text}</p>
        </StaticPart>
        <div className={css.actions}>{actions}</div>
        {highlights?.length ? (
          <StaticPart>
            <ul className={css.highlights} aria-label="What you get">
              {highlights.map((label) => (
                <li key={label} className={css.highlight}>
                  <Check size={18} aria-hidden="true" />
                  {label}
                </li>
              ))}
            </ul>
          </StaticPart>
        ) : null}
      </div>
    </section>
  );
}

/** The band's secondary link style, for a remote's own link element. */
export { link as ctaBandLink } from './cta-band.css';

import type { ReactNode } from 'react';
import * as layout from './layout.css';

type Tone = NonNullable<NonNullable<Parameters<typeof layout.section>[0]>['tone']>;

interface PageSectionProps {
  /** The section's anchor. */
  id?: string;
  tone: Tone;
  /** The id of the section's heading, which names the section. */
  titleId: string;
  eyebrow: ReactNode;
  /** The element the eyebrow is written as. */
  eyebrowAs?: 'p' | 'span';
  title: ReactNode;
  lead?: ReactNode;
  /** Extra classes for the intro's parts, such as light text on a dark section. */
  introClassNames?: { eyebrow?: string; title?: string; lead?: string };
  children: ReactNode;
}

function withExtra(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

/** A page section in the site's container: a centred eyebrow, h2 and lead, then its content. */
export function PageSection({ id, tone, titleId, eyebrow, eyebrowAs: Eyebrow = 'p', title, lead, introClassNames = {}, children }: PageSectionProps) {
  return (
    <section id={id} className={layout.section({ tone })} aria-labelledby={titleId}>
      <div className={layout.container}>
        <div className={layout.sectionIntro}>
          <Eyebrow className={withExtra(layout.eyebrow, introClassNames.eyebrow)}>{eyebrow}</Eyebrow>
          <h2 id={titleId} className={withExtra(layout.sectionHeading, introClassNames.title)}>
            {title}
          </h2>
          {lead ? <p className={withExtra(layout.lead, introClassNames.lead)}>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

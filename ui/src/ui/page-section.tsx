import { useId, type ReactNode } from 'react';
import * as layout from './layout.css';
import { StaticPart } from '../static-part';

export type SectionTone = NonNullable<NonNullable<Parameters<typeof layout.section>[0]>['tone']>;

export interface PageSectionProps {
  /** The section's anchor. */
  id?: string | undefined;
  tone: SectionTone;
  /** The id of the section's heading, which names the section; one is made up when not given. */
  titleId?: string | undefined;
  eyebrow?: ReactNode;
  /** The element the eyebrow is written as. */
  eyebrowAs?: 'p' | 'span';
  title: ReactNode;
  lead?: ReactNode;
  /** The heading takes the focus when a link on the page jumps to this section. */
  focusTarget?: boolean | undefined;
  /** Extra classes for the intro's parts, such as light text on a dark section. */
  introClassNames?: { eyebrow?: string; title?: string; lead?: string };
  children: ReactNode;
}

function withExtra(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

const onDark = { eyebrow: layout.eyebrowOnDark, title: layout.headingOnDark, lead: layout.leadOnDark };

/** A page section in the site's container: a centred eyebrow, h2 and lead, then its content. */
export function PageSection({
  id,
  tone,
  titleId,
  eyebrow,
  eyebrowAs: Eyebrow = 'p',
  title,
  lead,
  focusTarget,
  introClassNames,
  children,
}: PageSectionProps) {
  const madeUpId = useId();
  const headingId = titleId ?? `section-${madeUpId.replace(/:/g, '')}`;
  const extra = introClassNames ?? (tone === 'dark' ? onDark : {});
  return (
    <section id={id} className={layout.section({ tone })} aria-labelledby={headingId}>
      <div className={layout.container}>
        <StaticPart>
          <div className={layout.sectionIntro}>
            {eyebrow ? <Eyebrow className={withExtra(layout.eyebrow, extra.eyebrow)}>{eyebrow}</Eyebrow> : null}
            <h2
              id={headingId}
              className={withExtra(layout.sectionHeading, extra.title)}
              {...(focusTarget ? { tabIndex: -1, 'data-section-focus': true } : {})}
            >
              {title}
            </h2>
            {lead ? <p className={withExtra(layout.lead, extra.lead)}>{lead}</p> : null}
          </div>
        </StaticPart>
        {children}
      </div>
    </section>
  );
}

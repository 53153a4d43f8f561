import type { ReactNode } from 'react';
import { layout } from '@minibar/ui';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The heading receives focus when a jump link scrolls to its section. */
  focusTarget?: boolean;
}

/** The centred eyebrow, h2 and lead that open a section. */
export function SectionHeading({ eyebrow, title, intro, focusTarget }: SectionHeadingProps) {
  return (
    <div className={layout.sectionIntro}>
      {eyebrow ? <span className={layout.eyebrow}>{eyebrow}</span> : null}
      <h2 className={layout.sectionHeading} {...(focusTarget ? { tabIndex: -1, 'data-section-focus': true } : {})}>
        {title}
      </h2>
      {intro ? <p className={layout.lead}>{intro}</p> : null}
    </div>
  );
}

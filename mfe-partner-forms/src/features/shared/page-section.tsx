import type { ReactNode } from 'react';
import { layout } from '@minibar/ui';
import { SectionHeading } from './section-heading';
import * as css from './page.css';

type SectionTone = NonNullable<NonNullable<Parameters<typeof layout.section>[0]>['tone']>;

interface PageSectionProps {
  tone: SectionTone;
  id?: string;
  className?: string;
  eyebrow?: string;
  /** The section's h2; a section without one writes its own heading. */
  title?: ReactNode;
  intro?: ReactNode;
  /** The heading receives focus when a jump link scrolls to this section. */
  focusTarget?: boolean;
  children: ReactNode;
}

/** A full-width band of the page: its background tone, the content container and the centred heading. */
export function PageSection({ tone, id, className, eyebrow, title, intro, focusTarget, children }: PageSectionProps) {
  return (
    <section className={className ? `${layout.section({ tone })} ${className}` : layout.section({ tone })} id={id}>
      <div className={layout.container}>
        {title ? <SectionHeading eyebrow={eyebrow} title={title} intro={intro} focusTarget={focusTarget} /> : null}
        {children}
      </div>
    </section>
  );
}

interface ApplicationSectionProps {
  /** The form's anchor: the page's jump links scroll here, and the form posts to it. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The application form's section: its heading takes the focus of a jump, the form sits in a raised panel. */
export function ApplicationSection({ id, eyebrow, title, intro, children }: ApplicationSectionProps) {
  return (
    <PageSection tone="plain" id={id} eyebrow={eyebrow} title={title} intro={intro} focusTarget>
      <div className={css.formPanel}>{children}</div>
    </PageSection>
  );
}

/** The questions and answers of a partner page (its deferred accordion), with anything the page adds below them. */
export function FaqSection({ faq, children }: { faq: ReactNode; children?: ReactNode }) {
  return (
    <PageSection tone="alt" eyebrow="FAQ" title="Frequently asked questions">
      {faq}
      {children}
    </PageSection>
  );
}

import type { ReactNode } from 'react';
import { PageSection } from '@minibar/ui';
import * as css from './page.css';

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
    <PageSection tone="plain" id={id} eyebrow={eyebrow} eyebrowAs="span" title={title} lead={intro} focusTarget>
      <div className={css.formPanel}>{children}</div>
    </PageSection>
  );
}

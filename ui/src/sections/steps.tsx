import type { ReactNode } from 'react';
import { PageSection, type SectionTone } from '../ui/page-section';
import * as layout from '../ui/layout.css';
import * as css from './cards.css';
import { StaticPart } from '../static-part';

export interface Step {
  title: string;
  text: ReactNode;
}

export interface StepsProps {
  id?: string | undefined;
  tone?: SectionTone;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  steps: readonly Step[];
  /** What follows the steps (a video). */
  children?: ReactNode;
}

/** How it works: numbered steps in order, as equal cards. */
export function Steps({ id, tone = 'plain', eyebrow = 'How It Works', title, lead, steps, children }: StepsProps) {
  return (
    <PageSection id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <StaticPart>
        <ol className={`${css.list} ${css.stepGrid}`}>
          {steps.map((step, index) => (
            <li key={step.title} className={`${layout.card()} ${css.card}`}>
              <span className={css.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={css.cardTitle}>{step.title}</h3>
              <p className={css.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </StaticPart>
      {children ? <div className={css.after}>{children}</div> : null}
    </PageSection>
  );
}

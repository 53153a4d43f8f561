import type { ComponentType, ReactNode } from 'react';
import { PageSection, type SectionTone } from '../ui/page-section';
import * as layout from '../ui/layout.css';
import * as css from './cards.css';
import { StaticPart } from '../static-part';

export interface Benefit {
  /** A line icon (24 px), drawn in the brand colour. */
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text?: ReactNode;
}

export interface BenefitCardsProps {
  id?: string | undefined;
  tone?: SectionTone;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  benefits: readonly Benefit[];
  /** Cards per row on a desktop. */
  columns?: 2 | 3 | 4 | 5;
  /** What follows the cards (figures, a note). */
  children?: ReactNode;
}

/** What a partner gains: cards with an icon, a title and a sentence. */
export function BenefitCards({ id, tone = 'plain', eyebrow, title, lead, benefits, columns = 3, children }: BenefitCardsProps) {
  return (
    <PageSection id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <StaticPart>
        <ul className={`${css.list} ${css.benefitGrid[columns]}`}>
          {benefits.map(({ icon: Icon, title: benefitTitle, text }) => (
            <li key={benefitTitle} className={`${layout.card()} ${css.card}`}>
              <span className={css.iconBadge}>
                <Icon size={24} aria-hidden="true" />
              </span>
              <h3 className={css.cardTitle}>{benefitTitle}</h3>
              {text ? <p className={css.cardText}>{text}</p> : null}
            </li>
          ))}
        </ul>
      </StaticPart>
      {children ? <div className={css.after}>{children}</div> : null}
    </PageSection>
  );
}

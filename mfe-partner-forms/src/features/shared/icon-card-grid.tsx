import type { ComponentType } from 'react';
import { layout } from '@minibar/ui';
import * as css from './page.css';

export interface IconCard {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: string;
}

interface IconCardGridProps {
  cards: readonly IconCard[];
  columns?: 2 | 3 | 4;
  /** Numbered steps instead of icons. */
  numbered?: boolean;
  /** Replaces the column layout (five steps sit in one row on wide screens). */
  gridClassName?: string;
}

/** Cards with an icon (or a step number), a title and a sentence: steps and benefits. */
export function IconCardGrid({ cards, columns = 3, numbered = false, gridClassName }: IconCardGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`${gridClassName ?? layout.grid({ columns })} ${css.list}`}>
      {cards.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className={layout.card({ interactive: true })}>
          {numbered ? (
            <span className={css.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
          ) : (
            <span className={css.iconBadge}>
              <Icon size={24} aria-hidden="true" />
            </span>
          )}
          <h3 className={css.cardTitle}>{title}</h3>
          <p className={css.cardText}>{text}</p>
        </li>
      ))}
    </List>
  );
}

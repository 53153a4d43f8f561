import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import * as css from './faq-accordion.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * One answer open at a time, and the open one can be closed again (Radix: single, collapsible).
 * Radix leaves a closed answer out of the page, so each answer is also written beside its
 * question for a browser without JavaScript, where it shows open; with scripts on it is hidden.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className={css.root}>
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`} className={css.item}>
          <Accordion.Header className={css.header}>
            <Accordion.Trigger className={css.trigger}>
              {item.question}
              <ChevronDown aria-hidden="true" className={css.chevron} size={20} />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={css.content}>
            <p className={css.answer}>{item.answer}</p>
          </Accordion.Content>
          <p className={css.answerWithoutScripts}>{item.answer}</p>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

import type { ReactNode } from 'react';
import { Accordion } from 'radix-ui';
import { PageSection, type SectionTone } from '../ui/page-section';
import { ChevronDown } from 'lucide-react';
import * as css from './faq.css';

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
              <ChevronDown size={20} className={css.chevron} aria-hidden="true" />
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

export interface FaqProps {
  id?: string | undefined;
  tone?: SectionTone;
  eyebrow?: ReactNode;
  title?: ReactNode;
  /** The questions and answers; or `accordion`, an accordion whose code and text load later. */
  items?: readonly FaqItem[];
  accordion?: ReactNode;
  /** What follows the questions (a phone number for more). */
  children?: ReactNode;
}

/** Frequently asked questions, in an accordion. */
export function Faq({ id, tone = 'alt', eyebrow = 'FAQ', title = 'Frequently Asked Questions', items, accordion, children }: FaqProps) {
  return (
    <PageSection id={id} tone={tone} eyebrow={eyebrow} title={title}>
      {items ? <FaqAccordion items={items} /> : accordion}
      {children ? <div className={css.after}>{children}</div> : null}
    </PageSection>
  );
}

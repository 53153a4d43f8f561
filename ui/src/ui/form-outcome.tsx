import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '../navigation';
import { button } from './button.css';
import * as css from './form-outcome.css';

/** Where the visitor goes next: a page of the site, or a section of this page ('#id'). */
export interface NextStep {
  to: string;
  label: string;
}

interface FormOutcomeProps {
  tone: 'success' | 'error';
  /** A notice above the form, or a panel that stands in place of the form. */
  look?: 'notice' | 'panel';
  /** The outcome's heading; without one, the message itself is what takes the focus. */
  title?: string | undefined;
  children?: ReactNode;
  next?: NextStep | undefined;
  /** Shown above the title of a panel. */
  icon?: ReactNode;
  /** For a field the outcome is about, to name it as that field's description. */
  id?: string | undefined;
  /**
   * True when the outcome answers a submit the visitor just made on this page: it is then
   * brought into view and focused. A page that opens on an outcome (the answer to a post
   * without JavaScript) leaves the window and the focus where the browser put them.
   */
  reveal?: boolean;
}

function NextLink({ next, look }: { next: NextStep; look: 'notice' | 'panel' }) {
  const className = look === 'panel' ? button({ tone: 'brand' }) : css.noticeLink;
  // A section of this page is a plain anchor: the browser itself goes there.
  if (next.to.startsWith('#')) {
    return (
      <a href={next.to} className={className}>
        {next.label}
      </a>
    );
  }
  return (
    <Link to={next.to} className={className}>
      {next.label}
    </Link>
  );
}

/** Marks the element that takes the focus: the title, else the message. */
const FOCUS_TARGET = 'data-outcome-focus';

/** Marks the element an outcome focuses when it is revealed (its heading or its message). */
export const outcomeFocus = { tabIndex: -1, [FOCUS_TARGET]: '' } as const;

/**
 * Brings an outcome into view and focuses it, once, when it answers the visitor's action: the
 * whole outcome on screen (clear of the fixed navigation), its `outcomeFocus` element focused
 * so a screen reader reads it and the next Tab starts there. Put the ref on the outcome.
 */
export function useOutcomeReveal(reveal: boolean) {
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = outcome.current;
    if (!reveal || !element) return;
    element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    element.querySelector<HTMLElement>(`[${FOCUS_TARGET}]`)?.focus({ preventScroll: false });
  }, [reveal]);
  return outcome;
}

/**
 * What became of a form's submission, the same way on every form: a success or a failure
 * (a status, or an alert), its title, its message and the link to the next step.
 */
export function FormOutcome({ tone, look = 'notice', title, children, next, icon, id, reveal = false }: FormOutcomeProps) {
  const outcome = useOutcomeReveal(reveal);
  const titleClass = look === 'panel' ? css.panelTitle : css.noticeTitle;
  const focusable = outcomeFocus;
  return (
    <div ref={outcome} id={id} className={css.outcome({ look, tone })} role={tone === 'error' ? 'alert' : 'status'} data-form-outcome={tone}>
      {look === 'panel' && icon ? <span className={css.panelIcon}>{icon}</span> : null}
      {title ? (
        <h3 className={titleClass} {...focusable}>
          {title}
        </h3>
      ) : null}
      {children ? (
        <p className={title ? undefined : css.focusableText} {...(title ? {} : focusable)}>
          {children}
        </p>
      ) : null}
      {next ? <NextLink next={next} look={look} /> : null}
    </div>
  );
}

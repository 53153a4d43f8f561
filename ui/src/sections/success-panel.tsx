import type { ReactNode, Ref } from 'react';
import { outcomeFocus, useOutcomeReveal } from '../ui/form-outcome';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import * as css from './success-panel.css';

export interface SuccessPanelProps {
  /** A confirmation, a failure, or work still under way. */
  tone?: 'success' | 'error' | 'progress';
  title: string;
  /** The heading's level: 1 when the panel is the page, 3 when it stands in a form's section. */
  level?: 1 | 2 | 3;
  /** The panel's text and anything it holds (an order summary). */
  children?: ReactNode;
  /** The next steps: links or buttons. */
  actions?: ReactNode;
  /**
   * True when the panel answers a submit the visitor just made on this page: it is brought
   * into view and its heading takes the focus. A page that opens on it (the answer to a post
   * without JavaScript) leaves the window and the focus where the browser put them.
   */
  reveal?: boolean;
  /** For a page that focuses the heading itself. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The panel's role: a confirmation is a status, a failure an alert; none when the page announces its own parts. */
  role?: 'status' | 'alert' | 'none';
}

const badges = {
  success: <CircleCheck size={40} aria-hidden="true" />,
  error: <CircleAlert size={40} aria-hidden="true" />,
  progress: <LoaderCircle size={36} className={css.spinner} aria-hidden="true" />,
};

/**
 * What became of a visitor's application or order, the same on every page: a round badge,
 * the heading, the text and the next step, in one raised panel.
 */
export function SuccessPanel({ tone = 'success', title, level = 2, children, actions, reveal = false, headingRef, role }: SuccessPanelProps) {
  const panel = useOutcomeReveal(reveal);
  const Heading = `h${level}` as const;
  const panelRole = role ?? (tone === 'error' ? 'alert' : tone === 'success' ? 'status' : 'none');
  return (
    <div
      ref={panel}
      className={css.panel}
      role={panelRole === 'none' ? undefined : panelRole}
      data-form-outcome={tone === 'progress' ? undefined : tone}
    >
      <span className={css.badges[tone]}>{badges[tone]}</span>
      <Heading className={css.heading} ref={headingRef} {...(headingRef ? { tabIndex: -1 } : outcomeFocus)}>
        {title}
      </Heading>
      {children ? <div className={css.body}>{children}</div> : null}
      {actions ? <div className={css.actions}>{actions}</div> : null}
    </div>
  );
}

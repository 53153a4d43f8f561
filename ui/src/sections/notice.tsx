import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import * as css from './notice.css';

export interface NoticeProps {
  tone?: 'info' | 'success' | 'error';
  title?: string;
  children: ReactNode;
  /** 'status' or 'alert' when the notice answers something the visitor did; none for a standing note. */
  role?: 'status' | 'alert';
}

const icons = {
  info: <Info size={20} className={css.icon} aria-hidden="true" />,
  success: <CircleCheck size={20} className={css.icon} aria-hidden="true" />,
  error: <CircleAlert size={20} className={css.icon} aria-hidden="true" />,
};

/** A short note set apart from the page's text: a tinted box with an icon. */
export function Notice({ tone = 'info', title, children, role }: NoticeProps) {
  return (
    <p className={css.tones[tone]} role={role}>
      {icons[tone]}
      {title ? (
        <span>
          <strong className={css.title}>{title}</strong>
          {children}
        </span>
      ) : (
        children
      )}
    </p>
  );
}

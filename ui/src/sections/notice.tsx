import type { ReactNode } from 'react';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from './icons';
import * as css from './notice.css';

export interface NoticeProps {
  tone?: 'info' | 'success' | 'error';
  title?: string;
  children: ReactNode;
  /** 'status' or 'alert' when the notice answers something the visitor did; none for a standing note. */
  role?: 'status' | 'alert';
}

const icons = {
  info: <InfoIcon size={20} className={css.icon} />,
  success: <CircleCheckIcon size={20} className={css.icon} />,
  error: <CircleAlertIcon size={20} className={css.icon} />,
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

import type { ReactNode } from 'react';
import * as css from './form-notice.css';

interface FormNoticeProps {
  tone: 'success' | 'error';
  title?: string | undefined;
  children?: ReactNode;
}

/**
 * A message about a whole form, shown above it: a stored submission (a status) or a
 * submission the server refused (an alert).
 */
export function FormNotice({ tone, title, children }: FormNoticeProps) {
  return (
    <div className={css.notice({ tone })} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className={css.title}>{title}</p> : null}
      {children ? <p>{children}</p> : null}
    </div>
  );
}

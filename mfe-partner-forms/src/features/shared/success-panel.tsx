import { CircleCheck } from 'lucide-react';
import { button, Link } from 'shared-ui';
import * as formCss from './form.css';

interface SuccessPanelProps {
  title: string;
  text: string;
  /** The link back to the homepage. */
  homeLink: string;
}

/** Stands in place of an application form once the application is stored, with a way home. */
export function SuccessPanel({ title, text, homeLink }: SuccessPanelProps) {
  return (
    <div className={formCss.successPanel} role="status">
      <span className={formCss.successIcon}>
        <CircleCheck size={36} aria-hidden="true" />
      </span>
      <h3 className={formCss.successTitle}>{title}</h3>
      <p>{text}</p>
      <Link to="/" className={button({ tone: 'brand' })}>
        {homeLink}
      </Link>
    </div>
  );
}

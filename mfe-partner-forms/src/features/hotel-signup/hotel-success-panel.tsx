import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { button } from 'shared-ui';
import * as formCss from '../shared/form.css';
import { HOTEL_SUCCESS } from './hotel-content';

/** Replaces the form once the application is stored. */
export function HotelSuccessPanel() {
  return (
    <div className={formCss.successPanel} role="status">
      <span className={formCss.successIcon}>
        <CircleCheck size={36} aria-hidden="true" />
      </span>
      <h3 className={formCss.successTitle}>{HOTEL_SUCCESS.title}</h3>
      <p>{HOTEL_SUCCESS.text}</p>
      <Link to="/" className={button({ tone: 'brand' })}>
        {HOTEL_SUCCESS.homeLink}
      </Link>
    </div>
  );
}

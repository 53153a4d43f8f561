import { SuccessPanel } from '../shared/success-panel';
import { HOTEL_SUCCESS } from './hotel-content';

/** Replaces the form once the application is stored. */
export function HotelSuccessPanel() {
  return <SuccessPanel {...HOTEL_SUCCESS} />;
}

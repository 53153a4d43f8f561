import { ApplicationConfirmation } from '../shared/success-panel';
import { HOTEL_SUCCESS } from './hotel-content';

/** Replaces the form once the application is stored; brought into view when it answers the visitor's submit. */
export function HotelSuccessPanel({ reveal }: { reveal: boolean }) {
  return <ApplicationConfirmation {...HOTEL_SUCCESS} reveal={reveal} />;
}

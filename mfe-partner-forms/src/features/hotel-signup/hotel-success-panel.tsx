import { SuccessPanel } from '../shared/success-panel';
import { HOTEL_SUCCESS } from './hotel-content';

/** Replaces the form once the application is stored; brought into view when it answers the visitor's submit. */
export function HotelSuccessPanel({ reveal }: { reveal: boolean }) {
  return <SuccessPanel {...HOTEL_SUCCESS} reveal={reveal} />;
}

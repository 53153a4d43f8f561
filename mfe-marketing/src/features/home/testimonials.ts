import { formatUsd } from '../shared/earnings';
import { DRIVER_TESTIMONIAL_MONTHLY_INCOME, HOST_TESTIMONIAL_MONTHLY_REVENUE, HOST_TESTIMONIAL_RENTALS } from './claims';

/** A testimonial: who says it and what. */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  location: string;
}

export const testimonials: Testimonial[] = [
  {
    quote: `We put a mini-store in all ${HOST_TESTIMONIAL_RENTALS} of our rentals and now bring in about ${formatUsd(HOST_TESTIMONIAL_MONTHLY_REVENUE)} in extra revenue every month. Guests love having snacks and essentials on hand, and our cleaners restock in a couple of minutes.`,
    author: 'Danielle Brooks',
    role: 'Property Manager',
    location: 'Scottsdale, AZ',
  },
  {
    quote: `Passengers grab water, gum and chargers all the time. It adds about ${formatUsd(DRIVER_TESTIMONIAL_MONTHLY_INCOME)} in extra monthly income, and all I do is keep the organizer stocked.`,
    author: 'Marcus Reed',
    role: 'Rideshare Driver',
    location: 'Atlanta, GA',
  },
];

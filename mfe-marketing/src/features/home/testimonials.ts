import { DRIVER_TESTIMONIAL, HOST_TESTIMONIAL } from '@minibar/contracts';
import { formatUsd, propertyAnnualEarnings, rideshareAnnualEarnings } from '../shared/earnings';

/** A testimonial: who says it and what. */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  location: string;
}

const MONTHS_PER_YEAR = 12;
// What each partner says they earn is what the calculators give for their rentals or their driving.
const hostMonthly = formatUsd(propertyAnnualEarnings(HOST_TESTIMONIAL) / MONTHS_PER_YEAR);
const driverMonthly = formatUsd(rideshareAnnualEarnings(DRIVER_TESTIMONIAL) / MONTHS_PER_YEAR);

export const testimonials: Testimonial[] = [
  {
    quote: `We put a mini-store in all ${HOST_TESTIMONIAL.properties} of our rentals. At about ${HOST_TESTIMONIAL.occupancyPercent}% occupancy and ${formatUsd(HOST_TESTIMONIAL.guestSpend)} spent per stay, they bring in about ${hostMonthly} in extra earnings every month. Guests love having snacks and essentials on hand, and our cleaners restock in a couple of minutes.`,
    author: 'Danielle Brooks',
    role: 'Property Manager',
    location: 'Scottsdale, AZ',
  },
  {
    quote: `Passengers grab water, gum and chargers all the time. Driving part time, about ${DRIVER_TESTIMONIAL.ridesPerDay} rides a day, ${DRIVER_TESTIMONIAL.daysPerWeek} days a week, with riders spending about ${formatUsd(DRIVER_TESTIMONIAL.guestSpend)}, it adds about ${driverMonthly} in extra earnings every month, and all I do is keep the organizer stocked.`,
    author: 'Marcus Reed',
    role: 'Rideshare Driver',
    location: 'Atlanta, GA',
  },
];

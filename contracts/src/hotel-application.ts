import { z } from 'zod';
import { choice, EMAIL_PATTERN, MAX_LONG_TEXT, optionalText, phone, textOfAtLeast } from './fields';

export const HOTEL_TYPES = ['Luxury', 'Boutique', 'Business', 'Resort', 'Economy', 'Other'] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

/** The hotel application: the messages the hotel form shows. */
export const hotelApplicationSchema = z.object({
  firstName: textOfAtLeast(2, 'First name must be at least 2 characters'),
  lastName: textOfAtLeast(2, 'Last name must be at least 2 characters'),
  hotelName: textOfAtLeast(2, 'Hotel name must be at least 2 characters'),
  email: textOfAtLeast(1, 'Please enter a valid email address').regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  phone: phone('Please enter a valid phone number', 'Please enter a valid phone number', 6),
  position: textOfAtLeast(2, 'Please specify your position'),
  city: textOfAtLeast(2, 'City is required'),
  state: textOfAtLeast(1, 'State is required'),
  roomCount: textOfAtLeast(1, 'Please specify the number of rooms', 20),
  hotelType: choice(HOTEL_TYPES, 'Please select your hotel type'),
  website: textOfAtLeast(1, 'Hotel website is required', 500),
  additionalInfo: optionalText(MAX_LONG_TEXT),
});

export type HotelApplicationInput = z.input<typeof hotelApplicationSchema>;
export type HotelApplication = z.output<typeof hotelApplicationSchema>;

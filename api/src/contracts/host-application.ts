import { z } from 'zod';
import { choice, email, MAX_LONG_TEXT, phone, requiredText } from './fields';

export const BOOKING_FREQUENCIES = ['25-30', '15-24', '<15'] as const;

/** Splits the listing field on newlines and commas (signup-flows §3: one URL per line or comma-separated). */
export function splitListingLinks(text: string): string[] {
  return text
    .split(/[\n,]+/)
    .map((link) => link.trim())
    .filter(Boolean);
}

function isWebAddress(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const LISTING_LINK_INVALID = 'Each listing link must be a full web address starting with http:// or https://';

/** signup-flows §5, Host form. */
export const hostApplicationSchema = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: email('Email is required', 'Please enter a valid email address'),
  phone: phone('Phone number is required', 'Please enter a valid phone number'),
  unitCount: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: 'Number of units is required' })
      .int('Number of units must be a whole number')
      .min(1, 'Must have at least 1 unit')
      .max(100000, 'Please enter a realistic number of units'),
  ),
  listingLink: requiredText('At least one listing link is required', MAX_LONG_TEXT).refine(
    (text) => splitListingLinks(text).every(isWebAddress),
    LISTING_LINK_INVALID,
  ),
  bookingFrequency: choice(BOOKING_FREQUENCIES, 'Please choose how many nights a month your property is booked'),
});

export type HostApplicationInput = z.input<typeof hostApplicationSchema>;
export type HostApplication = z.output<typeof hostApplicationSchema>;

import { z } from 'zod';
import { choice, email, MAX_LONG_TEXT, phone, requiredText } from './fields';

export const BOOKING_FREQUENCIES = ['25-30', '15-24', '<15'] as const;
export type BookingFrequency = (typeof BOOKING_FREQUENCIES)[number];

/** signup-flows §9: minimum units 1; the upper bound only refuses absurd input. */
export const MIN_UNITS = 1;
export const MAX_UNITS = 100_000;

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

export const LISTING_LINK_REQUIRED = 'At least one listing link is required';
export const LISTING_LINK_INVALID = 'Each listing link must be a full web address starting with http:// or https://';
export const UNIT_COUNT_REQUIRED = 'Number of units is required';

/** An empty field is "missing"; a numeric string (what a number input gives) is a number; anything else stays as is and fails. */
function toUnitCount(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
}

/** signup-flows §5, Host form. */
export const hostApplicationSchema = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: email('Email is required', 'Please enter a valid email address'),
  phone: phone('Phone number is required', 'Please enter a valid phone number'),
  unitCount: z.preprocess(
    toUnitCount,
    z
      .number({ error: (issue) => (issue.input === undefined ? UNIT_COUNT_REQUIRED : 'Enter the number of units as a number') })
      .int('Number of units must be a whole number')
      .min(MIN_UNITS, 'Must have at least 1 unit')
      .max(MAX_UNITS, 'Please enter a realistic number of units'),
  ),
  listingLink: requiredText(LISTING_LINK_REQUIRED, MAX_LONG_TEXT)
    .refine((text) => splitListingLinks(text).length > 0, LISTING_LINK_REQUIRED)
    .refine((text) => splitListingLinks(text).every(isWebAddress), LISTING_LINK_INVALID),
  // signup-flows §5 does not say whether it is required; a host always has a booking band, so we ask for it.
  bookingFrequency: choice(BOOKING_FREQUENCIES, 'Please choose how many nights a month your property is booked'),
});

export type HostApplicationInput = z.input<typeof hostApplicationSchema>;
export type HostApplication = z.output<typeof hostApplicationSchema>;

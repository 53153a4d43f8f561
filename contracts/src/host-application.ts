import { z } from 'zod';
import { choice, email, MAX_LONG_TEXT, phone, requiredText } from './fields';

export const BOOKING_FREQUENCIES = ['25-30', '15-24', '<15'] as const;
export type BookingFrequency = (typeof BOOKING_FREQUENCIES)[number];

/** At least one unit; the upper bound only refuses absurd input. */
export const MIN_UNITS = 1;
export const MAX_UNITS = 100_000;

/** Splits the listing field on newlines and commas: one link per line, or comma-separated. */
export function splitListingLinks(text: string): string[] {
  return text
    .split(/[\n,]+/)
    .map((link) => link.trim())
    .filter(Boolean);
}

const EXPLICIT_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A listing link as hosts type it: with http:// or https://, or a bare host or host and
 * path ("airbnb.com/rooms/123"), which gets https:// in front. Undefined when the text
 * cannot be a listing's web address (spaces, another scheme, credentials, a host without a dot).
 */
export function toListingUrl(link: string): string | undefined {
  if (/\s/.test(link)) return undefined;
  const candidate = EXPLICIT_SCHEME.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(candidate);
    const isWeb = (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    const labels = url.hostname.split('.');
    return isWeb && labels.length > 1 && labels.every(Boolean) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

export const LISTING_LINK_REQUIRED = 'At least one listing link is required';
export const LISTING_LINK_INVALID = 'Please enter a valid listing link';
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

/** The host application: the messages the host form shows. */
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
  // Kept as full web addresses, one per line.
  listingLink: requiredText(LISTING_LINK_REQUIRED, MAX_LONG_TEXT)
    .refine((text) => splitListingLinks(text).length > 0, LISTING_LINK_REQUIRED)
    .transform((text, ctx) => {
      const urls = splitListingLinks(text).map(toListingUrl);
      if (urls.every((url) => url !== undefined)) return urls.join('\n');
      ctx.issues.push({ code: 'custom', message: LISTING_LINK_INVALID, input: text });
      return z.NEVER;
    }),
  // A host always has a booking band, so we ask for it.
  bookingFrequency: choice(BOOKING_FREQUENCIES, 'Please choose how many nights a month your property is booked'),
});

export type HostApplicationInput = z.input<typeof hostApplicationSchema>;
export type HostApplication = z.output<typeof hostApplicationSchema>;

import type { CleanerApplication, ContactMessage, DriverSignup, HostApplication, HotelApplication } from 'contracts';
import type { SubmissionKind } from '../storage';

/** The payload fields each kind's CSV export has, in order; typed against the contracts. */
export const EXPORT_FIELDS = {
  contact: ['name', 'email', 'phone', 'message'],
  host: ['firstName', 'lastName', 'email', 'phone', 'unitCount', 'listingLink', 'bookingFrequency'],
  hotel: ['firstName', 'lastName', 'hotelName', 'email', 'phone', 'position', 'city', 'state', 'roomCount', 'hotelType', 'website', 'additionalInfo'],
  cleaner: [
    'fullName',
    'phoneNumber',
    'email',
    'city',
    'state',
    'ownsCleaningBusiness',
    'businessWebsite',
    'numProperties',
    'availableToRestock',
    'socialHandle',
    'termsAgreed',
  ],
  driver: ['firstName', 'lastName', 'email', 'phone', 'address', 'apartment', 'city', 'state', 'zip', 'additionalInfo'],
} as const satisfies {
  contact: ReadonlyArray<keyof ContactMessage>;
  host: ReadonlyArray<keyof HostApplication>;
  hotel: ReadonlyArray<keyof HotelApplication>;
  cleaner: ReadonlyArray<keyof CleanerApplication>;
  driver: ReadonlyArray<keyof DriverSignup>;
} & Record<SubmissionKind, readonly string[]>;

/** Columns every export starts with, before the payload fields. */
export const EXPORT_LEAD_COLUMNS = ['id', 'receivedAt', 'status', 'notification'] as const;

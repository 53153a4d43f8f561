import { LISTING_LINK_INVALID, type CleanerApplication, type HostApplication, type HotelApplication } from '@minibar/contracts';

/**
 * A complete application of each partner kind, already as its contract gives it back
 * (numbers as numbers, links one per line, phones with their +): what a test sends and then
 * expects stored.
 */
export const validHostApplication = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: '+12025550143',
  unitCount: 2,
  listingLink: 'https://www.airbnb.com/rooms/1\nhttps://vrbo.com/2',
  bookingFrequency: '25-30',
} satisfies HostApplication;

export const validHotelApplication = {
  firstName: 'Li',
  lastName: 'Wu',
  hotelName: 'Harbor Inn',
  email: 'li@harbor.example.com',
  phone: '+12025550143',
  position: 'General manager',
  city: 'Austin',
  state: 'TX',
  roomCount: '42',
  hotelType: 'Boutique',
  website: 'https://harbor.example.com',
  additionalInfo: 'Two buildings.',
} satisfies HotelApplication;

export const validCleanerApplication = {
  fullName: 'Rosa Diaz',
  phoneNumber: '+12025550143',
  email: 'rosa@example.com',
  city: 'Denver',
  state: 'CO',
  ownsCleaningBusiness: 'Yes',
  businessWebsite: 'https://sparkle.example.com',
  numProperties: '6-10',
  availableToRestock: 'No',
  socialHandle: '@sparkle',
  termsAgreed: true,
} satisfies CleanerApplication;

export type PartnerKind = 'host' | 'hotel' | 'cleaner';

const tooLong = 'x'.repeat(20_000);

/**
 * The values each partner contract refuses, by field and by the message it gives for that
 * field: the browser's schema and the API alike.
 */
const partnerRefusals: Record<PartnerKind, Record<string, Record<string, unknown[]>>> = {
  host: {
    firstName: { 'First name is required': ['', '   '], 'Please keep this under 200 characters': [tooLong] },
    lastName: { 'Last name is required': [''] },
    email: { 'Email is required': [''], 'Please enter a valid email address': ['ana@example', 'ana@'] },
    phone: { 'Phone number is required': [''], 'Please enter a valid phone number': ['+1202'] },
    unitCount: {
      'Number of units is required': ['', undefined],
      'Must have at least 1 unit': [0, '0'],
      'Number of units must be a whole number': [1.5],
      'Enter the number of units as a number': ['many'],
    },
    listingLink: {
      'At least one listing link is required': ['', ' , \n '],
      [LISTING_LINK_INVALID]: [
        'my airbnb listing',
        'https://ok.example.com, ftp://files.example.com',
        'airbnb',
        'airbnb..com/rooms/1',
        'javascript://airbnb.com/%0Aalert(1)',
        'mailto:host@example.com',
      ],
      'Please keep this under 5,000 characters': [tooLong],
    },
    bookingFrequency: { 'Please choose how many nights a month your property is booked': ['sometimes', 'daily'] },
  },
  hotel: {
    firstName: { 'First name must be at least 2 characters': ['L'] },
    lastName: { 'Last name must be at least 2 characters': ['W'] },
    hotelName: { 'Hotel name must be at least 2 characters': ['H'] },
    email: { 'Please enter a valid email address': ['li-at-harbor', 'li', ''] },
    phone: { 'Please enter a valid phone number': ['12345', '123', ''] },
    position: { 'Please specify your position': ['G', ''] },
    city: { 'City is required': ['A'] },
    state: { 'State is required': [''] },
    roomCount: { 'Please specify the number of rooms': [''] },
    hotelType: { 'Please select your hotel type': ['', 'Castle'] },
    website: { 'Hotel website is required': [''] },
    additionalInfo: { 'Please keep this under 5,000 characters': [tooLong] },
  },
  cleaner: {
    fullName: { 'Full name is required': [''] },
    email: { 'Email is required': [''], 'Invalid email address': ['rosa@'] },
    city: { 'City is required': [''] },
    state: { 'State is required': [''] },
    ownsCleaningBusiness: { 'Please select an option': ['', 'Maybe'] },
    numProperties: { 'Please select an option': ['', '40', '12'] },
    availableToRestock: { 'Please select an option': [undefined, ''] },
    termsAgreed: { 'You must agree to the terms to continue': [false, undefined] },
    socialHandle: { 'Please keep this under 200 characters': [tooLong] },
  },
};

/** The refusals of one partner contract, one [field, value, message] row per refused value. */
export function refusalsOf(kind: PartnerKind): Array<[field: string, value: unknown, message: string]> {
  return Object.entries(partnerRefusals[kind]).flatMap(([field, byMessage]) =>
    Object.entries(byMessage).flatMap(([message, values]) => values.map((value): [string, unknown, string] => [field, value, message])),
  );
}

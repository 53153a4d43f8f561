import type { CleanerApplication, HostApplication, HotelApplication } from '../../src';

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

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cleanerApplicationSchema } from './cleaner-application';
import { hostApplicationSchema, splitListingLinks, toListingUrl } from './host-application';
import { hotelApplicationSchema } from './hotel-application';
import { refusalsOf, validCleanerApplication, validHostApplication, validHotelApplication } from '@minibar/testing/partner-applications';

/** The messages a schema gives for one field of `input`, [] when that field is fine. */
function messagesFor(schema: z.ZodType, input: Record<string, unknown>, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('host application contract', () => {
  // As a host types it: the unit count as text, the links split by a comma too.
  const valid = {
    ...validHostApplication,
    unitCount: '3',
    listingLink: 'https://www.airbnb.com/rooms/1\nhttps://vrbo.com/2, http://example.org/3',
  };

  it('accepts a complete application and turns the unit count into a number', () => {
    const parsed = hostApplicationSchema.parse(valid);
    expect(parsed.unitCount).toBe(3);
    expect(parsed.phone).toBe('+12025550143');
  });

  it.each(refusalsOf('host'))('refuses %s = %j with "%s"', (field, value, message) => {
    expect(messagesFor(hostApplicationSchema, { ...valid, [field]: value }, field)).toContain(message);
  });

  it('accepts exactly one unit', () => {
    expect(messagesFor(hostApplicationSchema, { ...valid, unitCount: 1 }, 'unitCount')).toEqual([]);
  });

  it('accepts listing links as hosts type them and keeps them as full web addresses, one per line', () => {
    const parsed = hostApplicationSchema.parse({
      ...valid,
      listingLink: 'airbnb.com/rooms/123, www.vrbo.com\nhttp://example.org/3\n  https://booking.com/hotel/x.html  ',
    });
    expect(parsed.listingLink).toBe('https://airbnb.com/rooms/123\nhttps://www.vrbo.com\nhttp://example.org/3\nhttps://booking.com/hotel/x.html');
  });

  it.each([
    ['airbnb.com/rooms/123', 'https://airbnb.com/rooms/123'],
    ['AIRBNB.com', 'https://AIRBNB.com'],
    ['https://www.airbnb.com/rooms/1?guests=2', 'https://www.airbnb.com/rooms/1?guests=2'],
    ['http://example.org', 'http://example.org'],
    ['airbnb.com:443/rooms/1', 'https://airbnb.com:443/rooms/1'],
    ['my listing', undefined],
    ['localhost/rooms', undefined],
    ['ftp://files.example.com', undefined],
    ['https://', undefined],
  ])('reads the listing link %j as %j', (typed, url) => {
    expect(toListingUrl(typed)).toBe(url);
  });

  it('splits listing links on newlines and commas', () => {
    expect(splitListingLinks(valid.listingLink)).toEqual(['https://www.airbnb.com/rooms/1', 'https://vrbo.com/2', 'http://example.org/3']);
  });
});

describe('hotel application contract', () => {
  // As a hotel types it: the phone without its +, no additional info.
  const { additionalInfo: _additionalInfo, ...typed } = validHotelApplication;
  const valid = { ...typed, phone: '12025550143' };

  it('accepts a complete application, adds the leading + to the phone and defaults additional info', () => {
    const parsed = hotelApplicationSchema.parse(valid);
    expect(parsed.phone).toBe('+12025550143');
    expect(parsed.additionalInfo).toBe('');
  });

  it.each(refusalsOf('hotel'))('refuses %s = %j with "%s"', (field, value, message) => {
    expect(messagesFor(hotelApplicationSchema, { ...valid, [field]: value }, field)).toContain(message);
  });

  it.each(['Luxury', 'Boutique', 'Business', 'Resort', 'Economy', 'Other'])('accepts the hotel type %s', (hotelType) => {
    expect(messagesFor(hotelApplicationSchema, { ...valid, hotelType }, 'hotelType')).toEqual([]);
  });
});

describe('cleaner application contract', () => {
  const valid = validCleanerApplication;

  it('accepts a complete application', () => {
    expect(cleanerApplicationSchema.parse(valid)).toEqual(valid);
  });

  it('does not block on an empty phone number (the form only warns)', () => {
    expect(cleanerApplicationSchema.safeParse({ ...valid, phoneNumber: '' }).success).toBe(true);
  });

  it('keeps the business website only for applicants who own or work for a cleaning business', () => {
    const parsed = cleanerApplicationSchema.parse({ ...valid, ownsCleaningBusiness: 'No' });
    expect(parsed.businessWebsite).toBe('');
  });

  it('needs no business website or social handle', () => {
    const { businessWebsite: _w, socialHandle: _s, ...rest } = valid;
    expect(cleanerApplicationSchema.safeParse(rest).success).toBe(true);
  });

  it.each(refusalsOf('cleaner'))('refuses %s = %j with "%s"', (field, value, message) => {
    expect(messagesFor(cleanerApplicationSchema, { ...valid, [field]: value }, field)).toContain(message);
  });
});

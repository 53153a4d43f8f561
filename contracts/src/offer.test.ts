import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROPERTY_INPUTS,
  DEFAULT_RIDESHARE_INPUTS,
  DRIVER_TESTIMONIAL,
  HOST_ANNUAL_EARNINGS_PER_PROPERTY,
  HOST_TESTIMONIAL,
  PROPERTY_RULE_OF_THUMB,
  propertyAnnualEarnings,
  RIDESHARE_RULE_OF_THUMB,
  rideshareAnnualEarnings,
  STARTER_KIT,
  starterKitPaybackWeeks,
} from './offer';
import { formatDollars, formatDollarsAndCents } from './number-format';
import { STARTER_KIT_PRICE_CENTS } from './starter-kit';

// The figures the site promises, as its published terms word them. The offer computes most
// of them; these tests hold the computation to the published words.
const monthly = (annual: number) => formatDollars(annual / 12);

describe('the driver offer', () => {
  it('charges the price the pages show: $55.00 once', () => {
    expect(STARTER_KIT_PRICE_CENTS).toBe(STARTER_KIT.priceCents);
    expect(formatDollarsAndCents(STARTER_KIT_PRICE_CENTS / 100)).toBe('$55.00');
  });

  it('turns the $55 kit into $165 of sales, $110 of profit and a 200% return', () => {
    expect([STARTER_KIT.priceUsd, STARTER_KIT.salesUsd, STARTER_KIT.profitUsd].map(formatDollars)).toEqual(['$55', '$165', '$110']);
    expect(STARTER_KIT.returnPercent).toBe(200);
  });

  it('pays back the kit in under three weeks at the calculator default of $1,000 a year', () => {
    expect(formatDollars(rideshareAnnualEarnings(DEFAULT_RIDESHARE_INPUTS))).toBe('$1,000');
    expect(starterKitPaybackWeeks(1000)).toBeCloseTo((55 * 52) / 1000, 9);
    expect(starterKitPaybackWeeks(rideshareAnnualEarnings(DEFAULT_RIDESHARE_INPUTS))).toBeLessThan(3);
  });
});

describe('the calculators’ claims', () => {
  it('claims $6,000 per property per year: the property calculator at its defaults', () => {
    expect(formatDollars(HOST_ANNUAL_EARNINGS_PER_PROPERTY)).toBe('$6,000');
    expect(HOST_ANNUAL_EARNINGS_PER_PROPERTY).toBe(propertyAnnualEarnings(DEFAULT_PROPERTY_INPUTS));
  });

  it('rules of thumb are the calculators at their defaults with one input moved: 20 Airbnbs $120,000, 20 rides a day about $2,000', () => {
    expect(PROPERTY_RULE_OF_THUMB).toEqual({ ...DEFAULT_PROPERTY_INPUTS, properties: 20 });
    expect(formatDollars(propertyAnnualEarnings(PROPERTY_RULE_OF_THUMB))).toBe('$120,000');
    expect(RIDESHARE_RULE_OF_THUMB).toEqual({ ...DEFAULT_RIDESHARE_INPUTS, ridesPerDay: 20 });
    expect(formatDollars(rideshareAnnualEarnings(RIDESHARE_RULE_OF_THUMB))).toBe('$2,000');
  });

  it('gives the testimonials their figures: about $6,000 a month across 20 rentals, about $140 a month for a part-time driver', () => {
    expect(HOST_TESTIMONIAL.properties).toBe(20);
    expect(monthly(propertyAnnualEarnings(HOST_TESTIMONIAL))).toBe('$6,000');
    expect(monthly(rideshareAnnualEarnings(DRIVER_TESTIMONIAL))).toBe('$140');
  });
});

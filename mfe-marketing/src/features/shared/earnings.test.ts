import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AIRBNB_COUNT_MAX,
  AIRBNB_COUNT_MIN,
  DAYS_PER_WEEK_RANGE,
  DEFAULT_PROPERTY_INPUTS,
  DEFAULT_RIDESHARE_INPUTS,
  OCCUPANCY_RANGE,
  PROPERTY_GUEST_SPEND_RANGE,
  RIDES_PER_DAY_RANGE,
  RIDESHARE_GUEST_SPEND_RANGE,
  airbnbSliderStep,
  formatUsd,
  parseAirbnbCount,
  propertyAnnualEarnings,
  rideshareAnnualEarnings,
  snapAirbnbSliderValue,
  type SliderRange,
} from './earnings';

/** Every value a slider can take. */
function valuesOf({ min, max, step }: SliderRange): number[] {
  const values: number[] = [];
  for (let value = min; value <= max; value += step) values.push(value);
  return values;
}

const sliderValue = (range: SliderRange) => fc.integer({ min: 0, max: (range.max - range.min) / range.step }).map((i) => range.min + i * range.step);

describe('property calculator', () => {
  it('earns $6,000 a year for one Airbnb at the defaults', () => {
    expect(DEFAULT_PROPERTY_INPUTS).toEqual({ properties: 1, occupancyPercent: 70, guestSpend: 10 });
    expect(formatUsd(propertyAnnualEarnings(DEFAULT_PROPERTY_INPUTS))).toBe('$6,000');
  });

  it('earns $120,000 a year for 20 Airbnbs (the rule of thumb)', () => {
    expect(formatUsd(propertyAnnualEarnings({ ...DEFAULT_PROPERTY_INPUTS, properties: 20 }))).toBe('$120,000');
  });

  it('follows properties × 6000 × (occupancy / 70) × (spend / 10) over every slider value', () => {
    expect(valuesOf(OCCUPANCY_RANGE)).toHaveLength(19);
    expect(valuesOf(PROPERTY_GUEST_SPEND_RANGE)).toHaveLength(30);
    fc.assert(
      fc.property(
        fc.integer({ min: AIRBNB_COUNT_MIN, max: AIRBNB_COUNT_MAX }),
        sliderValue(OCCUPANCY_RANGE),
        sliderValue(PROPERTY_GUEST_SPEND_RANGE),
        (properties, occupancyPercent, guestSpend) => {
          const earnings = propertyAnnualEarnings({ properties, occupancyPercent, guestSpend });
          expect(earnings).toBeCloseTo((properties * 6000 * occupancyPercent * guestSpend) / 700, 6);
          expect(earnings).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('grows with each input', () => {
    for (const occupancyPercent of valuesOf(OCCUPANCY_RANGE)) {
      for (const guestSpend of valuesOf(PROPERTY_GUEST_SPEND_RANGE).slice(1)) {
        const inputs = { properties: 3, occupancyPercent, guestSpend };
        expect(propertyAnnualEarnings(inputs)).toBeGreaterThan(propertyAnnualEarnings({ ...inputs, guestSpend: guestSpend - 1 }));
        expect(propertyAnnualEarnings({ ...inputs, properties: 4 })).toBeGreaterThan(propertyAnnualEarnings(inputs));
      }
    }
  });

  it('spans $86 (1 Airbnb, 10 %, $1) to $257,142,857 (10,000 Airbnbs, 100 %, $30)', () => {
    expect(formatUsd(propertyAnnualEarnings({ properties: 1, occupancyPercent: 10, guestSpend: 1 }))).toBe('$86');
    expect(formatUsd(propertyAnnualEarnings({ properties: 10000, occupancyPercent: 100, guestSpend: 30 }))).toBe('$257,142,857');
  });
});

describe('rideshare calculator', () => {
  it('starts at 10 rides a day, 5 days a week and a $5 spend', () => {
    expect(DEFAULT_RIDESHARE_INPUTS).toEqual({ ridesPerDay: 10, daysPerWeek: 5, guestSpend: 5 });
    expect(formatUsd(rideshareAnnualEarnings(DEFAULT_RIDESHARE_INPUTS))).toBe('$1,000');
  });

  it('follows 2000 × (rides / 10) × (days / 5) × (spend / 10) × (spend / 5) over every combination', () => {
    let combinations = 0;
    for (const ridesPerDay of valuesOf(RIDES_PER_DAY_RANGE)) {
      for (const daysPerWeek of valuesOf(DAYS_PER_WEEK_RANGE)) {
        for (const guestSpend of valuesOf(RIDESHARE_GUEST_SPEND_RANGE)) {
          const expected = (2000 * ridesPerDay * daysPerWeek * guestSpend * guestSpend) / (10 * 5 * 10 * 5);
          expect(rideshareAnnualEarnings({ ridesPerDay, daysPerWeek, guestSpend })).toBeCloseTo(expected, 6);
          combinations += 1;
        }
      }
    }
    expect(combinations).toBe(30 * 7 * 20);
  });

  it('earns $11,200 for 20 rides a day, 7 days a week and a $10 spend', () => {
    expect(formatUsd(rideshareAnnualEarnings({ ridesPerDay: 20, daysPerWeek: 7, guestSpend: 10 }))).toBe('$11,200');
  });
});

describe('number of Airbnbs', () => {
  it('steps the slider by 1 below 100, by 10 below 1000, otherwise by 100', () => {
    expect(airbnbSliderStep(1)).toBe(1);
    expect(airbnbSliderStep(99)).toBe(1);
    expect(airbnbSliderStep(100)).toBe(10);
    expect(airbnbSliderStep(999)).toBe(10);
    expect(airbnbSliderStep(1000)).toBe(100);
    expect(airbnbSliderStep(10000)).toBe(100);
  });

  it('snaps any slider position into 1–10000 and onto its step', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 10050 }), (raw) => {
        const count = snapAirbnbSliderValue(raw);
        expect(count).toBeGreaterThanOrEqual(AIRBNB_COUNT_MIN);
        expect(count).toBeLessThanOrEqual(AIRBNB_COUNT_MAX);
        expect(count % airbnbSliderStep(count)).toBe(0);
      }),
      { numRuns: 3000 },
    );
    expect(snapAirbnbSliderValue(0)).toBe(1);
    expect(snapAirbnbSliderValue(101)).toBe(100);
    expect(snapAirbnbSliderValue(9901)).toBe(9900);
  });

  it('accepts every whole number from 1 to 10000 as typed', () => {
    for (let count = AIRBNB_COUNT_MIN; count <= AIRBNB_COUNT_MAX; count += 1) {
      expect(parseAirbnbCount(String(count))).toBe(count);
    }
  });

  it('ignores anything else', () => {
    for (const text of ['0', '10001', '2.5', '-3', '', ' ', 'abc', '1e3', '+5', '0x10']) {
      expect(parseAirbnbCount(text)).toBeNull();
    }
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        const accepted = Number.isInteger(value) && value >= 1 && value <= 10000;
        expect(parseAirbnbCount(String(value)) !== null).toBe(accepted);
      }),
    );
  });
});

describe('formatUsd', () => {
  it('shows US dollars with no decimals', () => {
    expect(formatUsd(6428.57)).toBe('$6,429');
    expect(formatUsd(0)).toBe('$0');
  });
});

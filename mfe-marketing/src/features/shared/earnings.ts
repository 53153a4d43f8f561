import { numberFormat } from '@minibar/ui/number-format';

/**
 * The earnings calculators of the Pricing section. Pure functions over
 * named constants, so the page, the tests and the copy share one source of truth.
 */

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

/** Yearly earnings of one property at the reference occupancy and guest spend. */
export const PROPERTY_BASE_ANNUAL_EARNINGS = 6000;
export const PROPERTY_REFERENCE_OCCUPANCY_PERCENT = 70;
export const PROPERTY_REFERENCE_GUEST_SPEND = 10;

export const OCCUPANCY_RANGE: SliderRange = { min: 10, max: 100, step: 5, defaultValue: 70 };
export const PROPERTY_GUEST_SPEND_RANGE: SliderRange = { min: 1, max: 30, step: 1, defaultValue: 10 };

export const AIRBNB_COUNT_MIN = 1;
export const AIRBNB_COUNT_MAX = 10000;
export const AIRBNB_COUNT_DEFAULT = 1;
/** The slider's step grows with the count: 1 below 100, 10 below 1000, otherwise 100. */
export const AIRBNB_STEP_THRESHOLDS = [
  { below: 100, step: 1 },
  { below: 1000, step: 10 },
] as const;
export const AIRBNB_LARGE_STEP = 100;

/** Yearly earnings of one car at the reference rides, days and spends. */
export const RIDESHARE_BASE_ANNUAL_EARNINGS = 2000;
export const RIDESHARE_REFERENCE_RIDES_PER_DAY = 10;
export const RIDESHARE_REFERENCE_DAYS_PER_WEEK = 5;
export const RIDESHARE_REFERENCE_GUEST_SPEND = 10;
export const RIDESHARE_REFERENCE_DRIVER_SPEND = 5;

export const RIDES_PER_DAY_RANGE: SliderRange = { min: 1, max: 30, step: 1, defaultValue: 10 };
export const DAYS_PER_WEEK_RANGE: SliderRange = { min: 1, max: 7, step: 1, defaultValue: 5 };
export const RIDESHARE_GUEST_SPEND_RANGE: SliderRange = { min: 1, max: 20, step: 1, defaultValue: 5 };

/** The rule-of-thumb examples shown under the calculators. */
export const PROPERTY_RULE_OF_THUMB_COUNT = 20;

export interface PropertyInputs {
  properties: number;
  occupancyPercent: number;
  guestSpend: number;
}

export interface RideshareInputs {
  ridesPerDay: number;
  daysPerWeek: number;
  guestSpend: number;
}

export const DEFAULT_PROPERTY_INPUTS: PropertyInputs = {
  properties: AIRBNB_COUNT_DEFAULT,
  occupancyPercent: OCCUPANCY_RANGE.defaultValue,
  guestSpend: PROPERTY_GUEST_SPEND_RANGE.defaultValue,
};

export const DEFAULT_RIDESHARE_INPUTS: RideshareInputs = {
  ridesPerDay: RIDES_PER_DAY_RANGE.defaultValue,
  daysPerWeek: DAYS_PER_WEEK_RANGE.defaultValue,
  guestSpend: RIDESHARE_GUEST_SPEND_RANGE.defaultValue,
};

/** properties × 6000 × (occupancy / 70) × (guest spend / 10). */
export function propertyAnnualEarnings({ properties, occupancyPercent, guestSpend }: PropertyInputs): number {
  return (
    properties *
    PROPERTY_BASE_ANNUAL_EARNINGS *
    (occupancyPercent / PROPERTY_REFERENCE_OCCUPANCY_PERCENT) *
    (guestSpend / PROPERTY_REFERENCE_GUEST_SPEND)
  );
}

/**
 * 2000 × (rides / 10) × (days / 5) × (guest spend / 10) × (driver spend / 5); the
 * calculator uses the same guest-spend value for the driver spend.
 */
export function rideshareAnnualEarnings({ ridesPerDay, daysPerWeek, guestSpend }: RideshareInputs): number {
  const driverSpend = guestSpend;
  return (
    RIDESHARE_BASE_ANNUAL_EARNINGS *
    (ridesPerDay / RIDESHARE_REFERENCE_RIDES_PER_DAY) *
    (daysPerWeek / RIDESHARE_REFERENCE_DAYS_PER_WEEK) *
    (guestSpend / RIDESHARE_REFERENCE_GUEST_SPEND) *
    (driverSpend / RIDESHARE_REFERENCE_DRIVER_SPEND)
  );
}

/** The Airbnb slider's step at this count. */
export function airbnbSliderStep(count: number): number {
  return AIRBNB_STEP_THRESHOLDS.find(({ below }) => count < below)?.step ?? AIRBNB_LARGE_STEP;
}

/** A slider position brought back into 1–10000 and onto the step of its range. */
export function snapAirbnbSliderValue(raw: number): number {
  const clamped = Math.min(AIRBNB_COUNT_MAX, Math.max(AIRBNB_COUNT_MIN, raw));
  const step = airbnbSliderStep(clamped);
  return Math.min(AIRBNB_COUNT_MAX, Math.max(AIRBNB_COUNT_MIN, Math.round(clamped / step) * step));
}

/** The typed number of Airbnbs when it is a whole number from 1 to 10000; otherwise null (ignored). */
export function parseAirbnbCount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const count = Number(text);
  return count >= AIRBNB_COUNT_MIN && count <= AIRBNB_COUNT_MAX ? count : null;
}

/** US dollars without decimals: 120000 → "$120,000". */
export const formatUsd = numberFormat({ currency: 'USD' });

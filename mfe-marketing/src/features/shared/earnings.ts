import { DEFAULT_PROPERTY_INPUTS, DEFAULT_RIDESHARE_INPUTS, formatDollars, STARTER_KIT, starterKitPaybackWeeks } from '@minibar/contracts';

/**
 * The earnings calculators of the Pricing section: their sliders, over the offer's own earnings
 * model (per-unit figures, defaults, rules of thumb), so the page, the tests and the copy share
 * one source of truth.
 */
export {
  DEFAULT_PROPERTY_INPUTS,
  DEFAULT_RIDESHARE_INPUTS,
  PROPERTY_RULE_OF_THUMB,
  RIDESHARE_RULE_OF_THUMB,
  propertyAnnualEarnings,
  rideshareAnnualEarnings,
  type PropertyInputs,
  type RideshareInputs,
} from '@minibar/contracts';

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

export const OCCUPANCY_RANGE: SliderRange = { min: 10, max: 100, step: 5, defaultValue: DEFAULT_PROPERTY_INPUTS.occupancyPercent };
export const PROPERTY_GUEST_SPEND_RANGE: SliderRange = { min: 1, max: 30, step: 1, defaultValue: DEFAULT_PROPERTY_INPUTS.guestSpend };

export const AIRBNB_COUNT_MIN = 1;
export const AIRBNB_COUNT_MAX = 10000;
export const AIRBNB_COUNT_DEFAULT = DEFAULT_PROPERTY_INPUTS.properties;
/** The slider's step grows with the count: 1 below 100, 10 below 1000, otherwise 100. */
export const AIRBNB_STEP_THRESHOLDS = [
  { below: 100, step: 1 },
  { below: 1000, step: 10 },
] as const;
export const AIRBNB_LARGE_STEP = 100;

export const RIDES_PER_DAY_RANGE: SliderRange = { min: 1, max: 30, step: 1, defaultValue: DEFAULT_RIDESHARE_INPUTS.ridesPerDay };
export const DAYS_PER_WEEK_RANGE: SliderRange = { min: 1, max: 7, step: 1, defaultValue: DEFAULT_RIDESHARE_INPUTS.daysPerWeek };
export const RIDESHARE_GUEST_SPEND_RANGE: SliderRange = { min: 1, max: 20, step: 1, defaultValue: DEFAULT_RIDESHARE_INPUTS.guestSpend };

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
export const formatUsd = formatDollars;

const MONTHS_PER_YEAR = 12;
const WEEKS_PER_MONTH = 52 / MONTHS_PER_YEAR;

/**
 * How long a driver's estimate takes to earn back the Starter Kit's price, as a sentence ends:
 * in weeks up to two months, then in months up to two years, then in years.
 */
export function starterKitPaybackText(annualEarnings: number): string {
  const weeks = starterKitPaybackWeeks(annualEarnings);
  if (weeks < 1.5) return 'in about a week';
  if (weeks < 8.5) return `in about ${Math.round(weeks)} weeks`;
  const months = weeks / WEEKS_PER_MONTH;
  if (months < 24.5) return `in about ${Math.round(months)} months`;
  return `in about ${Math.round(months / MONTHS_PER_YEAR)} years`;
}

/** The rideshare calculator's line on the Starter Kit: its price, and when the estimate pays it back. */
export function starterKitPaybackSentence(annualEarnings: number): string {
  return `Drivers pay ${formatUsd(STARTER_KIT.priceUsd)} once for the Starter Kit; at these numbers it pays for itself ${starterKitPaybackText(annualEarnings)}.`;
}

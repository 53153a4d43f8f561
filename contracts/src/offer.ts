/**
 * The offer: what hosts, hotels, cleaners and drivers pay and earn, and the claims the site
 * makes about it. Every page, page description, article and test reads its figures from
 * here, and writes them with the formatters of ./number-format; a figure that follows from
 * others is computed, never typed a second time. It imports nothing, so a remote's build
 * configuration (which loads the remote's page list) can load it as it is.
 */

/** A claimed range, inclusive. */
export interface FigureRange {
  readonly min: number;
  readonly max: number;
}

/** Hosts and property managers: a free kit, no monthly fee, and a share of every sale paid monthly. */
export const HOST_OFFER = {
  kitPriceUsd: 0,
  monthlyFeeUsd: 0,
  sharePercent: 20,
} as const;

/** Hotels choose a plan: the Free Plan shares every transaction; the Subscription Plan keeps all product sales. */
export const HOTEL_OFFER = {
  freePlan: { monthlyUsd: 0, sharePercent: 20 },
  subscriptionPlan: { monthlyFromUsd: 99, productSalesKeptPercent: 100, guestConvenienceFeePercent: 14 },
} as const;

/** Cleaners: a free kit, a commission on what guests buy, and the earnings the page and its FAQ claim. */
export const CLEANER_OFFER = {
  kitPriceUsd: 0,
  commissionPercent: 20,
  perGuestStayUsd: { min: 5, max: 15 },
  faqPerStayUsd: { min: 3, max: 15 },
  faqMonthlyUsd: { min: 200, max: 500 },
  /** The two earnings examples the page shows as they are (not computed on the page). */
  examples: [
    { properties: 5, perStayUsd: 12, occupancyPercent: 65, monthlyUsd: 240 },
    { properties: 15, perStayUsd: 12, occupancyPercent: 65, monthlyUsd: 720 },
  ],
} as const;

/** Drivers buy the Starter Kit once and keep what its items sell for. */
export const DRIVER_OFFER = {
  /** The one-time price, in cents: the amount the API charges. */
  starterKitPriceCents: 5500,
  /** Every item sells for this many times what it costs, so the kit's sales are its price times this. */
  retailMultiple: 3,
  monthlyEarningsUpToUsd: 300,
  typicalMonthlyEarningsUsd: { min: 150, max: 400 },
  /** Drivers who have joined, claimed as "500+". */
  driversJoined: 500,
  /** How often a driver sells out the kit's inventory. */
  sellOutWeeks: { min: 2, max: 3 },
  setupMinutes: 5,
} as const;

/** The Starter Kit's figures, each computed from a driver offer. */
export function starterKitOf(driver: { starterKitPriceCents: number; retailMultiple: number }) {
  const priceUsd = driver.starterKitPriceCents / 100;
  const salesUsd = priceUsd * driver.retailMultiple;
  const profitUsd = salesUsd - priceUsd;
  return {
    priceCents: driver.starterKitPriceCents,
    priceUsd,
    /** What the kit's items sell for when every one sells. */
    salesUsd,
    /** Sales minus the kit's price. */
    profitUsd,
    /** Profit over the kit's price, as a whole percent. */
    returnPercent: Math.round((profitUsd / priceUsd) * 100),
  } as const;
}

/** The Starter Kit's figures: what drivers pay, what the kit sells for, the profit and the return. */
export const STARTER_KIT = starterKitOf(DRIVER_OFFER);

/** The markups convenience items support over typical retail prices. */
export const MARKUP_PERCENT: FigureRange = { min: 20, max: 100 };

// The earnings calculators. What they compute is the offer's own model: the claims, the rules of
// thumb and the testimonials below are this model at named inputs.

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

/** One property's yearly earnings at the reference occupancy and guest spend. */
export const PROPERTY_EARNINGS = {
  annualPerProperty: 6000,
  referenceOccupancyPercent: 70,
  referenceGuestSpendUsd: 10,
} as const;

/** One car's yearly earnings at the reference rides, days and spends. */
export const RIDESHARE_EARNINGS = {
  annualPerCar: 2000,
  referenceRidesPerDay: 10,
  referenceDaysPerWeek: 5,
  referenceGuestSpendUsd: 10,
  referenceDriverSpendUsd: 5,
} as const;

/** What the property calculator shows before a visitor moves anything. */
export const DEFAULT_PROPERTY_INPUTS: Readonly<PropertyInputs> = { properties: 1, occupancyPercent: 70, guestSpend: 10 };
/** What the rideshare calculator shows before a visitor moves anything. */
export const DEFAULT_RIDESHARE_INPUTS: Readonly<RideshareInputs> = { ridesPerDay: 10, daysPerWeek: 5, guestSpend: 5 };

/** properties × 6000 × (occupancy / 70) × (guest spend / 10). */
export function propertyAnnualEarnings({ properties, occupancyPercent, guestSpend }: PropertyInputs): number {
  return (
    properties *
    PROPERTY_EARNINGS.annualPerProperty *
    (occupancyPercent / PROPERTY_EARNINGS.referenceOccupancyPercent) *
    (guestSpend / PROPERTY_EARNINGS.referenceGuestSpendUsd)
  );
}

/**
 * 2000 × (rides / 10) × (days / 5) × (guest spend / 10) × (driver spend / 5); the
 * calculator uses the same guest-spend value for the driver spend.
 */
export function rideshareAnnualEarnings({ ridesPerDay, daysPerWeek, guestSpend }: RideshareInputs): number {
  const driverSpend = guestSpend;
  return (
    RIDESHARE_EARNINGS.annualPerCar *
    (ridesPerDay / RIDESHARE_EARNINGS.referenceRidesPerDay) *
    (daysPerWeek / RIDESHARE_EARNINGS.referenceDaysPerWeek) *
    (guestSpend / RIDESHARE_EARNINGS.referenceGuestSpendUsd) *
    (driverSpend / RIDESHARE_EARNINGS.referenceDriverSpendUsd)
  );
}

/** The rules of thumb under the calculators: the calculator's defaults with one input changed. */
export const PROPERTY_RULE_OF_THUMB: Readonly<PropertyInputs> = { ...DEFAULT_PROPERTY_INPUTS, properties: 20 };
export const RIDESHARE_RULE_OF_THUMB: Readonly<RideshareInputs> = { ...DEFAULT_RIDESHARE_INPUTS, ridesPerDay: 20 };

/** A host's yearly earnings per property as the site claims them: the property calculator's default. */
export const HOST_ANNUAL_EARNINGS_PER_PROPERTY = propertyAnnualEarnings(DEFAULT_PROPERTY_INPUTS);

/**
 * The testimonials' partners, as the calculators would take them: a property manager with 20
 * rentals and a part-time driver. Their monthly figures are the calculators' at these inputs.
 */
export const HOST_TESTIMONIAL: Readonly<PropertyInputs> = { properties: 20, occupancyPercent: 60, guestSpend: 7 };
export const DRIVER_TESTIMONIAL: Readonly<RideshareInputs> = { ridesPerDay: 7, daysPerWeek: 3, guestSpend: 10 };

const WEEKS_PER_YEAR = 52;

/** Weeks of a driver's estimated earnings the Starter Kit's price takes to earn back. */
export function starterKitPaybackWeeks(annualEarnings: number): number {
  return STARTER_KIT.priceUsd / (annualEarnings / WEEKS_PER_YEAR);
}

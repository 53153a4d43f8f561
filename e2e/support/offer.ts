import { formatDollars, formatDollarsAndCents } from '@minibar/contracts/number-format';
import {
  DEFAULT_PROPERTY_INPUTS,
  DEFAULT_RIDESHARE_INPUTS,
  DRIVER_OFFER,
  HOST_OFFER,
  HOTEL_OFFER,
  PROPERTY_RULE_OF_THUMB,
  propertyAnnualEarnings,
  RIDESHARE_RULE_OF_THUMB,
  rideshareAnnualEarnings,
  STARTER_KIT,
} from '@minibar/contracts/offer';

/** The offer's figures as the pages write them, read from the offer itself. */
export const OFFER_TEXT = {
  kitPrice: formatDollars(STARTER_KIT.priceUsd),
  kitPriceWithCents: formatDollarsAndCents(STARTER_KIT.priceUsd),
  kitSales: formatDollars(STARTER_KIT.salesUsd),
  kitProfit: formatDollars(STARTER_KIT.profitUsd),
  kitReturn: `${STARTER_KIT.returnPercent}%`,
  driverMonthlyUpTo: formatDollars(DRIVER_OFFER.monthlyEarningsUpToUsd),
  hostShare: `${HOST_OFFER.sharePercent}%`,
  hotelFreePlan: formatDollars(HOTEL_OFFER.freePlan.monthlyUsd),
  /** What each calculator shows before anything is moved. */
  propertyDefault: formatDollars(propertyAnnualEarnings(DEFAULT_PROPERTY_INPUTS)),
  rideshareDefault: formatDollars(rideshareAnnualEarnings(DEFAULT_RIDESHARE_INPUTS)),
  /** The rules of thumb: how many Airbnbs or rides a day, and what they make a year. */
  propertyRuleCount: String(PROPERTY_RULE_OF_THUMB.properties),
  propertyRule: formatDollars(propertyAnnualEarnings(PROPERTY_RULE_OF_THUMB)),
  rideshareRuleRides: String(RIDESHARE_RULE_OF_THUMB.ridesPerDay),
  rideshareRule: formatDollars(rideshareAnnualEarnings(RIDESHARE_RULE_OF_THUMB)),
} as const;

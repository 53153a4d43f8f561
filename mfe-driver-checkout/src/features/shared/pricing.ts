import { DRIVER_OFFER, formatDollars, formatDollarsAndCents, STARTER_KIT } from '@minibar/contracts';

/**
 * The driver offer as the driver pages write it; every screen takes its figures from here.
 * They are the contracts package's offer, whose price is the one the API charges.
 */
export const DRIVER_COPY = {
  /** The Starter Kit's price in whole dollars, and with cents as the payment page writes it. */
  price: formatDollars(STARTER_KIT.priceUsd),
  priceWithCents: formatDollarsAndCents(STARTER_KIT.priceUsd),
  /** What the kit's items sell for, and what is left once the kit is paid for. */
  sales: formatDollars(STARTER_KIT.salesUsd),
  profit: formatDollars(STARTER_KIT.profitUsd),
  returnPercent: `${STARTER_KIT.returnPercent}%`,
  monthlyUpTo: formatDollars(DRIVER_OFFER.monthlyEarningsUpToUsd),
  driversJoined: `${DRIVER_OFFER.driversJoined}+`,
  sellOutWeeks: `${DRIVER_OFFER.sellOutWeeks.min}-${DRIVER_OFFER.sellOutWeeks.max} weeks`,
  setup: `${DRIVER_OFFER.setupMinutes}-minute setup`,
  setupHeading: `${DRIVER_OFFER.setupMinutes}-Minute Setup`,
} as const;

import { formatDollars } from '@minibar/contracts/number-format';
import type * as Offer from '@minibar/contracts/offer';

type OfferModule = typeof Offer;

/**
 * The offer with every figure a visitor reads on the driver and home pages changed to one no
 * page states: a test mocks the offer module with it and renders a page, and any figure the
 * page still shows from the real offer was typed into the page rather than read from the offer.
 */
export function otherOffer(offer: OfferModule): OfferModule {
  const DRIVER_OFFER = {
    ...offer.DRIVER_OFFER,
    starterKitPriceCents: 7700,
    monthlyEarningsUpToUsd: 333,
    typicalMonthlyEarningsUsd: { min: 177, max: 444 },
    driversJoined: 777,
    sellOutWeeks: { min: 4, max: 6 },
    setupMinutes: 7,
  } as unknown as OfferModule['DRIVER_OFFER'];
  return {
    ...offer,
    DRIVER_OFFER,
    STARTER_KIT: offer.starterKitOf(DRIVER_OFFER),
    HOST_OFFER: { ...offer.HOST_OFFER, sharePercent: 23 } as unknown as OfferModule['HOST_OFFER'],
    HOTEL_OFFER: {
      ...offer.HOTEL_OFFER,
      freePlan: { ...offer.HOTEL_OFFER.freePlan, sharePercent: 23 },
    } as unknown as OfferModule['HOTEL_OFFER'],
    MARKUP_PERCENT: { min: 27, max: 88 },
  };
}

/** The driver offer's figures as the driver pages write them: the kit's price, sales and profit, the monthly claim, the drivers, the sell-out weeks and the setup time. */
export function driverFigures({ STARTER_KIT, DRIVER_OFFER }: Pick<OfferModule, 'STARTER_KIT' | 'DRIVER_OFFER'>): string[] {
  return [
    formatDollars(STARTER_KIT.priceUsd),
    formatDollars(STARTER_KIT.salesUsd),
    formatDollars(STARTER_KIT.profitUsd),
    formatDollars(DRIVER_OFFER.monthlyEarningsUpToUsd),
    `${DRIVER_OFFER.driversJoined}+`,
    `${DRIVER_OFFER.sellOutWeeks.min}-${DRIVER_OFFER.sellOutWeeks.max} weeks`,
    `${DRIVER_OFFER.setupMinutes}-minute`,
  ];
}

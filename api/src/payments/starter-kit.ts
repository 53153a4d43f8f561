import { DRIVER_SIGNUP_SOURCE, STARTER_KIT_CURRENCY, STARTER_KIT_PRICE_CENTS } from '@minibar/contracts';

/**
 * What a driver pays for the Starter Kit: the contracts' price, charged by the server
 * alone; the browser's copy of the price is for display only.
 */
export const STARTER_KIT_CHARGE = { amount: STARTER_KIT_PRICE_CENTS, currency: STARTER_KIT_CURRENCY } as const;

export { DRIVER_SIGNUP_SOURCE };

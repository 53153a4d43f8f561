import { STARTER_KIT_PRICE_CENTS } from '@minibar/contracts';

/**
 * Starter-kit business numbers for the driver pages; every screen imports them from here.
 * The price itself is the contracts package's, the same constant the API charges.
 */
export { STARTER_KIT_PRICE_CENTS };
/** The same price in whole dollars, for display. */
export const STARTER_KIT_PRICE_USD = STARTER_KIT_PRICE_CENTS / 100;
/** Retail value of the kit when every item sells. */
export const EXPECTED_SALES_USD = 165;
/** Expected sales minus the kit price. */
export const PROFIT_USD = EXPECTED_SALES_USD - STARTER_KIT_PRICE_USD;
/** Profit relative to the kit price, in percent. */
export const RETURN_PERCENT = Math.round((PROFIT_USD / STARTER_KIT_PRICE_USD) * 100);
/** Monthly earnings a driver can reach. */
export const MONTHLY_EARNINGS_UP_TO_USD = 300;
/** Social proof shown on the landing page. */
export const DRIVERS_JOINED = '500+';

/**
 * Starter-kit business numbers (signup-flows.md: drivers opportunity section, paywall).
 * Every screen and the payment server side import them from here; never repeat them as literals.
 */

/** One-time price of the starter kit, in cents (what Stripe charges). */
export const STARTER_KIT_PRICE_CENTS = 5500;
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

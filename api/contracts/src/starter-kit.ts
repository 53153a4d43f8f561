/**
 * The Starter Kit's one-time price, in cents of US dollars. The API charges exactly this
 * amount (it never takes a price from the browser) and the driver pages show it, so this
 * is the one place the price is written.
 */
export const STARTER_KIT_PRICE_CENTS = 5500;
export const STARTER_KIT_CURRENCY = 'usd';

/** The marker the payment page sends and every driver PaymentIntent carries. */
export const DRIVER_SIGNUP_SOURCE = 'driver_signup';

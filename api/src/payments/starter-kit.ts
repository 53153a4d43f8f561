/**
 * What a driver pays for the Starter Kit (signup-flows §9: $55.00 one-time, in USD).
 * The server alone decides the charge; the browser's copy of the price is for display only.
 */
export const STARTER_KIT_CHARGE = { amount: 5500, currency: 'usd' } as const;

/** The marker the payment page sends and every driver PaymentIntent carries (signup-flows §7). */
export const DRIVER_SIGNUP_SOURCE = 'driver_signup';

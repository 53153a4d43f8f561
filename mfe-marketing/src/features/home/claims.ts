import { PROPERTY_BASE_ANNUAL_EARNINGS } from '../shared/earnings';

/** The figures the marketing copy states, in one place. */
export const HOST_SHARE_PERCENT = 20;
export const PROPERTY_ANNUAL_EARNINGS_CLAIM = PROPERTY_BASE_ANNUAL_EARNINGS;
export const DRIVER_MONTHLY_EARNINGS_CLAIM = { min: 150, max: 400 } as const;
export const MARKUP_PERCENT_CLAIM = { min: 20, max: 100 } as const;

/** The two testimonials' figures. */
export const HOST_TESTIMONIAL_MONTHLY_REVENUE = 6000;
export const HOST_TESTIMONIAL_RENTALS = 20;
export const DRIVER_TESTIMONIAL_MONTHLY_INCOME = 140;

import { DRIVER_OFFER, HOST_ANNUAL_EARNINGS_PER_PROPERTY, HOST_OFFER, MARKUP_PERCENT } from '@minibar/contracts';

/** The figures the home page's copy states, each the offer's. */
export const HOST_SHARE_PERCENT = HOST_OFFER.sharePercent;
export const PROPERTY_ANNUAL_EARNINGS_CLAIM = HOST_ANNUAL_EARNINGS_PER_PROPERTY;
export const DRIVER_MONTHLY_EARNINGS_CLAIM = DRIVER_OFFER.typicalMonthlyEarningsUsd;
export const MARKUP_PERCENT_CLAIM = MARKUP_PERCENT;

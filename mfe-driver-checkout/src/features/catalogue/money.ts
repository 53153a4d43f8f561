import { DRIVER_OFFER, formatDollarsAndCents } from '@minibar/contracts';

/** Prices are typed in dollars but every sum and multiple is done in integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;

/** Retail is always the offer's multiple of wholesale. */
export const RETAIL_MULTIPLIER = DRIVER_OFFER.retailMultiple;

export function retailFromWholesale(wholesalePrice: number): number {
  return toDollars(toCents(wholesalePrice) * RETAIL_MULTIPLIER);
}

export const formatUsd = formatDollarsAndCents;

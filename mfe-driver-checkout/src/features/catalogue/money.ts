import { numberFormat } from '@minibar/ui/number-format';

/** Prices are typed in dollars but every sum and multiple is done in integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;

/** Retail is always 3 times wholesale. */
export const RETAIL_MULTIPLIER = 3;

export function retailFromWholesale(wholesalePrice: number): number {
  return toDollars(toCents(wholesalePrice) * RETAIL_MULTIPLIER);
}

export const formatUsd = numberFormat({ currency: 'USD', fractionDigits: 2 });

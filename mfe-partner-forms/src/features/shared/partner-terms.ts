import { numberFormat } from '@minibar/ui/number-format';

/** The partner programmes' business constants, named once. */

/** Hosts: revenue share on every sale, paid monthly; the display's footprint. */
export const HOST_TERMS = {
  revenueSharePercent: 20,
  displayFootprint: '1 sq ft',
  busyNightsPerMonth: 20,
  contactWithinHours: 24,
} as const;

/** Hotels: the two plans and the 24-hour contact promise. */
export const HOTEL_TERMS = {
  freePlanMonthlyUsd: 0,
  freePlanSharePercent: 20,
  subscriptionMonthlyUsd: 99,
  productSalesKeptPercent: 100,
  guestConvenienceFeePercent: 14,
  contactWithinHours: 24,
} as const;

/** Cleaners: the commission and the static earnings claims of the page and its FAQ. */
export const CLEANER_TERMS = {
  commissionPercent: 20,
  perGuestStayUsd: { min: 5, max: 15 },
  faqPerStayUsd: { min: 3, max: 15 },
  faqMonthlyUsd: { min: 200, max: 500 },
  applyMinutes: 2,
} as const;

/** The two static earnings examples (not computed on the page). */
export const CLEANER_EARNINGS_EXAMPLES = [
  { properties: 5, perStayUsd: 12, occupancyPercent: 65, monthlyUsd: 240 },
  { properties: 15, perStayUsd: 12, occupancyPercent: 65, monthlyUsd: 720 },
] as const;

/** Whole US dollars: 240 → "$240". */
export const usd = numberFormat({ currency: 'USD' });

import { CLEANER_OFFER, formatDollars, HOST_OFFER, HOTEL_OFFER } from '@minibar/contracts';

/** The partner programmes' terms: what each partner pays and earns is the offer's; the rest is named once here. */

/** Hosts: revenue share on every sale, paid monthly; the display's footprint. */
export const HOST_TERMS = {
  revenueSharePercent: HOST_OFFER.sharePercent,
  displayFootprint: '1 sq ft',
  busyNightsPerMonth: 20,
  contactWithinHours: 24,
} as const;

/** Hotels: the two plans and the 24-hour contact promise. */
export const HOTEL_TERMS = {
  freePlanMonthlyUsd: HOTEL_OFFER.freePlan.monthlyUsd,
  freePlanSharePercent: HOTEL_OFFER.freePlan.sharePercent,
  subscriptionMonthlyUsd: HOTEL_OFFER.subscriptionPlan.monthlyFromUsd,
  productSalesKeptPercent: HOTEL_OFFER.subscriptionPlan.productSalesKeptPercent,
  guestConvenienceFeePercent: HOTEL_OFFER.subscriptionPlan.guestConvenienceFeePercent,
  contactWithinHours: 24,
} as const;

/** Cleaners: the commission and the static earnings claims of the page and its FAQ. */
export const CLEANER_TERMS = {
  commissionPercent: CLEANER_OFFER.commissionPercent,
  perGuestStayUsd: CLEANER_OFFER.perGuestStayUsd,
  faqPerStayUsd: CLEANER_OFFER.faqPerStayUsd,
  faqMonthlyUsd: CLEANER_OFFER.faqMonthlyUsd,
  applyMinutes: 2,
} as const;

/** The two static earnings examples (not computed on the page). */
export const CLEANER_EARNINGS_EXAMPLES = CLEANER_OFFER.examples;

/** Whole US dollars, as the offer's copy writes them. */
export const usd = formatDollars;

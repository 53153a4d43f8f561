import { BRAND, PUBLIC_FORM_ANCHORS } from '@minibar/ui';
import { HOTEL_TERMS, usd } from '../shared/partner-terms';

const share = `${HOTEL_TERMS.freePlanSharePercent}%`;
const fee = `${HOTEL_TERMS.guestConvenienceFeePercent}%`;
const subscription = usd(HOTEL_TERMS.subscriptionMonthlyUsd);

/** The form's anchor is signup-form. */
export const HOTEL_FORM_ID = PUBLIC_FORM_ANCHORS.hotel;

export const HOTEL_HERO = {
  eyebrow: 'For hotels',
  title: `Add ${BRAND} to your hotel rooms and start earning!`,
  text: "Turn every room into a self-service mini store. Guests scan a QR code, scan each item's barcode and pay on their phone: no app, no front desk.",
  cta: 'Sign Up Now',
  clipDescription: 'A guest takes an item from the in-room mini store, scans its barcode and pays on their phone.',
};

export const HOTEL_STEPS = [
  {
    title: 'Simple Setup',
    text: 'Any shelf, fridge or tabletop works: no special equipment. We provide the QR signage and onboarding support.',
  },
  {
    title: 'Custom Product Mix',
    text: 'Choose from our curated catalogue, plus suggested local or house-brand items that suit your guests.',
  },
  {
    title: `Earn Revenue (${share} commission)`,
    text: `Receive ${share} of every transaction, paid monthly, with real-time tracking of every sale.`,
  },
] as const;

export interface HotelPlan {
  name: string;
  price: string;
  period: string;
  summary: string;
  features: readonly string[];
}

export const HOTEL_PLANS: readonly HotelPlan[] = [
  {
    name: 'Free Plan (revenue share)',
    price: usd(HOTEL_TERMS.freePlanMonthlyUsd),
    period: '/month',
    summary: `We stock and manage everything. Your hotel receives ${share} of every transaction.`,
    features: ['Stocking and restocking handled for you', `${share} of every transaction`, 'Monthly payouts', 'Real-time tracking'],
  },
  {
    name: 'Subscription Plan',
    price: `From ${subscription}`,
    period: '/month per hotel',
    summary: `You manage your own inventory and keep ${HOTEL_TERMS.productSalesKeptPercent}% of product sales.`,
    features: [
      `Keep ${HOTEL_TERMS.productSalesKeptPercent}% of product sales`,
      `${fee} convenience fee paid by the guest`,
      'Your own product selection',
      'Real-time tracking',
    ],
  },
];

export const HOTEL_SUBMIT_LABELS = { idle: 'Submit Application', submitting: 'Processing your application...' };

/** The hotel form's messages: success and failure. */
export const HOTEL_ERRORS = {
  toastTitle: 'Error submitting application',
  noServerMessage: 'Failed to submit form',
  unexpected: 'An unexpected error occurred. Please try again.',
};

export const HOTEL_SUCCESS = {
  title: 'Application Submitted Successfully! 🎉',
  text: `Thank you for your interest in ${BRAND}. Our team will contact you within ${HOTEL_TERMS.contactWithinHours} hours to discuss the next steps for your hotel.`,
  next: { to: '/', label: 'Return to Homepage' },
};

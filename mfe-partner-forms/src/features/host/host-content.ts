import { BadgeDollarSign, PackageCheck, Smile, Truck } from 'lucide-react';
import { PUBLIC_FORM_ANCHORS } from '@minibar/ui';
import { HOST_TERMS } from '../shared/partner-terms';

const share = `${HOST_TERMS.revenueSharePercent}%`;

/** The application form's anchor: the hero and closing buttons scroll here. */
export const HOST_FORM_ID = PUBLIC_FORM_ANCHORS.host;

export const HOST_HERO = {
  eyebrow: 'For property managers and hosts',
  title: 'Add a Mini Store to Your Listing — and Get Paid for It',
  text: `Give guests the snacks, drinks and essentials they forgot, in about ${HOST_TERMS.displayFootprint} of space. We stock it, guests scan and pay on their phone, and you earn ${share} of every sale, paid monthly.`,
  cta: 'Claim Your Free Kit',
  clipDescription: "A guest scans the mini store's QR code on a rental's counter and pays on their phone.",
};

export const HOST_STEPS = [
  {
    title: 'We Set You Up',
    text: 'Apply in minutes and we ship a free starter kit: a stocked display, QR signage and a setup guide. We work with your cleaners.',
  },
  {
    title: 'Guests Shop',
    text: 'Guests scan the QR code, pick what they need and pay on their phone. No app, no cash, nothing for you to handle.',
  },
  {
    title: 'You Get Paid',
    text: `You earn ${share} of every sale, paid monthly. When stock runs low, we send a replenishment kit.`,
  },
] as const;

export const HOST_BENEFITS = [
  {
    icon: BadgeDollarSign,
    title: `Earn ${share} of Every Sale`,
    text: 'Passive income from every snack, drink and essential your guests buy, paid out monthly.',
  },
  { icon: Truck, title: 'Free setup + shipping', text: 'Your starter kit and every replenishment kit ship free. No monthly fees.' },
  {
    icon: Smile,
    title: 'Boost guest experience',
    text: 'Guests find what they forgot to pack, right when they need it: a small touch that shows up in reviews.',
  },
  {
    icon: PackageCheck,
    title: 'No inventory to manage',
    text: 'We track stock and send refills before it runs out; your cleaners simply place them on the display.',
  },
] as const;

export const HOST_TESTIMONIAL = {
  quote: 'Guests love finding snacks and drinks waiting for them, and the monthly payout covers my cleaning supplies. Setup took ten minutes.',
  name: 'Jessica M.',
  role: 'Superhost, 4 properties in Scottsdale, AZ',
};

export const HOST_BADGES = [
  'Free starter kit',
  'No monthly fees',
  'No inventory to manage',
  'Risk-free trial',
  'Free kits and early payout bonuses across the U.S.',
] as const;

export const BOOKING_FREQUENCY_LABELS = {
  '25-30': '25–30 nights a month',
  '15-24': '15–24 nights a month',
  '<15': 'Fewer than 15 nights a month',
} as const;

export const HOST_SUCCESS_TOAST = {
  title: 'Application submitted successfully!',
  description: `Thank you for your interest in the product. We'll review your application and contact you within ${HOST_TERMS.contactWithinHours} hours if you qualify.`,
};

/** After a stored application: the steps that follow, on this page. */
export const HOST_NEXT_STEP = { to: '#how-it-works', label: 'What happens next' };

export const HOST_ERROR_FALLBACK = 'Failed to submit form. Please try again.';

export const HOST_SUBMIT_LABELS = { idle: 'Submit Application', submitting: 'Submitting...' };

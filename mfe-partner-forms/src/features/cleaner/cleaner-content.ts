import { CalendarCheck, Gift, MapPin, Users, Wallet } from 'lucide-react';
import { BRAND, PUBLIC_FORM_ANCHORS } from '@minibar/ui';
import { CLEANER_TERMS, usd } from '../shared/partner-terms';

const perGuest = `${usd(CLEANER_TERMS.perGuestStayUsd.min)}–${usd(CLEANER_TERMS.perGuestStayUsd.max)}`;

/** The hero's two anchor links point at these sections. */
export const CLEANER_FORM_ID = PUBLIC_FORM_ANCHORS.cleaner;
export const CLEANER_STEPS_ID = 'how-it-works';

export const CLEANER_HERO = {
  title: 'From Cleaner to Retail Partner',
  text: `You already visit short-term rentals every week. Place a ${BRAND} box, restock it while you clean and earn from every guest purchase.`,
  apply: 'Apply Now',
  learn: 'See How It Works',
  illustrationDescription: 'A cleaning caddy beside a restocked mini-store box on a rental counter.',
};

export const CLEANER_STEPS = [
  { title: `Apply in ${CLEANER_TERMS.applyMinutes} Minutes`, text: 'Tell us where you clean and how many properties you service.' },
  { title: 'Get Your Free Kit', text: 'QR stickers, a product guide and training, shipped to you at no cost.' },
  { title: 'Place the Box', text: 'Set the box up in a property you clean, after letting the host know.' },
  { title: 'Restock Weekly', text: 'Top up the box during your regular cleaning visits.' },
  { title: 'Earn From Every Purchase', text: 'Guests scan and pay on their phone; you earn on every item they buy.' },
] as const;

export const PER_GUEST_CLAIM = `Earn ${perGuest} per guest per stay`;

export const CLEANER_TESTIMONIALS = [
  {
    quote: 'I clean nine rentals a week. Restocking takes five minutes per visit and the payouts cover my car payment.',
    name: 'Maria G.',
    role: 'Independent cleaner · Orlando, FL',
  },
  {
    quote: 'Our team added boxes to the homes we already service. Hosts love it and it is a new income line for the business.',
    name: 'Derek T.',
    role: 'Owner of a cleaning company · Nashville, TN',
  },
] as const;

export const CLEANER_BENEFITS = [
  { icon: Gift, title: 'Free Kit', text: 'QR stickers, a product guide and training' },
  { icon: Wallet, title: 'Payouts Your Way', text: 'By bank deposit, PayPal or Venmo, weekly or monthly' },
  { icon: CalendarCheck, title: 'Fits Your Schedule', text: 'Fits the weekly visits you already make' },
  { icon: Users, title: 'Referral Bonuses', text: 'When you bring in other partners' },
  { icon: MapPin, title: 'Room to Grow', text: 'Grow into a city lead or onboarding partner' },
] as const;

export const CLEANER_SUBMIT_LABELS = { idle: 'Submit Application', submitting: 'Submitting...' };

/** The cleaner form's messages: field rules, success and failure. */
export const CLEANER_MESSAGES = {
  phoneRequired: 'Phone number is required',
  failureTitle: 'Error',
  failure: 'There was a problem submitting your application. Please try again.',
  successTitle: 'Application Submitted!',
  successText: `Thank you for applying. We'll be in touch soon with your next steps and your free kit.`,
  next: { to: '/', label: 'Back to the homepage' },
};

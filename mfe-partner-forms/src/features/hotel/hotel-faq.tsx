import { BRAND, FaqAccordion, type FaqItem } from '@minibar/ui';
import { HOTEL_TERMS, usd } from '../shared/partner-terms';

const share = `${HOTEL_TERMS.freePlanSharePercent}%`;
const fee = `${HOTEL_TERMS.guestConvenienceFeePercent}%`;
const subscription = usd(HOTEL_TERMS.subscriptionMonthlyUsd);

const HOTEL_FAQ: readonly FaqItem[] = [
  {
    question: `What is ${BRAND}?`,
    answer: `${BRAND} turns hotel rooms into cashless self-service mini stores. Guests buy snacks, drinks and essentials from a display in the room and pay on their phone.`,
  },
  {
    question: `How do guests use ${BRAND}?`,
    answer: "They scan the QR code in the room, scan each item's barcode and pay on their phone. No app to download and no trip to the front desk.",
  },
  {
    question: 'What are the pricing models?',
    answer: `Two plans. The Free Plan costs ${usd(0)} a month: we stock and manage everything and your hotel receives ${share} of every transaction. The Subscription Plan starts at ${subscription} a month per hotel: you manage your own inventory and keep ${HOTEL_TERMS.productSalesKeptPercent}% of product sales, with a ${fee} convenience fee added to the guest's payment and paid by the guest.`,
  },
  {
    question: 'Do we need special equipment?',
    answer: 'No. Any shelf, fridge or tabletop works. We provide the QR signage and onboarding support.',
  },
  {
    question: 'Who handles inventory?',
    answer: 'On the Free Plan we stock and manage everything. On the Subscription Plan your team manages its own inventory.',
  },
  {
    question: 'How does our hotel earn money?',
    answer: `On the Free Plan you receive ${share} of every transaction; on the Subscription Plan you keep ${HOTEL_TERMS.productSalesKeptPercent}% of product sales. Payouts are monthly and every sale is tracked in real time.`,
  },
  {
    question: 'What products are sold?',
    answer: 'A curated catalogue of snacks, drinks and travel essentials, plus suggested local or house-brand items that fit your property.',
  },
  {
    question: 'Does it integrate with our PMS?',
    answer: 'PMS and housekeeping integrations are available in our Enterprise and Custom tiers.',
  },
  {
    question: 'Is it intuitive for guests?',
    answer: 'Yes. Scanning a QR code and paying on a phone is familiar to most travellers, and the signage walks guests through each step.',
  },
  {
    question: 'How do we sign up?',
    answer: `Fill in the form on this page. We review every application and contact you within ${HOTEL_TERMS.contactWithinHours} hours.`,
  },
];

/** The hotel page's questions and answers: their text comes with the accordion's code, when they come near. */
export default function HotelFaqAccordion() {
  return <FaqAccordion items={HOTEL_FAQ} />;
}

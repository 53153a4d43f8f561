import { FaqAccordion, type FaqItem } from '@minibar/ui';
import { CLEANER_TERMS, usd } from '../shared/partner-terms';

const CLEANER_FAQ: readonly FaqItem[] = [
  {
    question: 'Who can apply?',
    answer: 'Independent cleaners and cleaning-company owners who service short-term rentals.',
  },
  {
    question: "What's in the free kit?",
    answer: 'QR stickers, a product guide and training, so you can set up your first box with confidence.',
  },
  {
    question: 'Do I buy the products myself?',
    answer:
      'You choose. Self-stocking earns you a higher profit share. With auto-stock we ship the products to you, and the inventory costs are deducted from your earnings.',
  },
  {
    question: 'Do I need the host’s permission?',
    answer: 'Yes. The host must be told before a box is placed in their property.',
  },
  {
    question: 'How often do I restock?',
    answer: 'Weekly, during the cleaning visits you already make.',
  },
  {
    question: 'How much can I earn?',
    answer: `Partners typically earn ${usd(CLEANER_TERMS.faqPerStayUsd.min)}–${usd(CLEANER_TERMS.faqPerStayUsd.max)} per stay, or ${usd(CLEANER_TERMS.faqMonthlyUsd.min)}–${usd(CLEANER_TERMS.faqMonthlyUsd.max)} per month, depending on how many properties you service and how often they are booked.`,
  },
  {
    question: 'How and when do I get paid?',
    answer: 'By bank deposit, PayPal or Venmo, weekly or monthly: you choose.',
  },
  {
    question: 'What commission do I earn?',
    answer: `Our examples use a ${CLEANER_TERMS.commissionPercent}% commission on every purchase guests make from your boxes.`,
  },
  {
    question: 'Are there referral bonuses?',
    answer: 'Yes. You earn a bonus for every cleaner or host you refer who joins.',
  },
  {
    question: 'Can I grow beyond my own properties?',
    answer: 'Yes. Active partners can become a city lead or an onboarding partner and help new partners get started.',
  },
];

/** The cleaner page's questions and answers: their text comes with the accordion's code, when they come near. */
export default function CleanerFaqAccordion() {
  return <FaqAccordion items={CLEANER_FAQ} />;
}

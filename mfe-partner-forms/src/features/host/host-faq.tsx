import { FaqAccordion, type FaqItem } from '@minibar/ui';
import { HOST_TERMS } from '../shared/partner-terms';

const share = `${HOST_TERMS.revenueSharePercent}%`;

const HOST_FAQ: readonly FaqItem[] = [
  {
    question: 'How much space do I need?',
    answer: `About ${HOST_TERMS.displayFootprint}. The display fits on a kitchen counter, a shelf or an entry table.`,
  },
  {
    question: 'Who handles transactions and stocking?',
    answer:
      'We do. Guests pay on their phone through a secure checkout, and we track inventory and ship a replenishment kit when stock runs low; your cleaners simply place it on the display.',
  },
  {
    question: 'How much can I earn?',
    answer: `You earn ${share} of every sale, paid monthly. Earnings depend on occupancy and group size; hosts with ${HOST_TERMS.busyNightsPerMonth}+ nights a month tend to earn more.`,
  },
  {
    question: 'Can I add multiple properties?',
    answer: 'Yes. Tell us how many units you manage and add a listing link for each property; we send a kit for every unit.',
  },
  {
    question: 'Does it cost anything to host?',
    answer:
      "No. The starter kit, shipping and replenishment are free and there are no monthly fees. It's a risk-free trial: if it isn't for you, just let us know.",
  },
];

/** The host page's questions and answers: their text comes with the accordion's code, when they come near. */
export default function HostFaqAccordion() {
  return <FaqAccordion items={HOST_FAQ} />;
}

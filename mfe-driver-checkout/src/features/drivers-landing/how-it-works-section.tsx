import { Steps, type Step } from '@minibar/ui';
import { DRIVER_COPY } from '../shared/pricing';

/** The drivers page's four how-it-works steps, in order. */
const STEPS: readonly Step[] = [
  { title: 'Get Your Starter Pack', text: 'We ship a seatback organizer stocked with best-selling snacks and essentials.' },
  { title: DRIVER_COPY.setupHeading, text: 'Hang the organizer on the seat back and place the QR card where riders see it.' },
  { title: 'Riders Shop and Pay', text: 'Riders scan the code and pay on their phone. No app, no cash, no talking required.' },
  { title: 'Collect Your Profits', text: 'Every sale leaves you the difference between wholesale and retail.' },
];

export function HowItWorksSection() {
  return <Steps title="Start Earning in Four Simple Steps" steps={STEPS} />;
}

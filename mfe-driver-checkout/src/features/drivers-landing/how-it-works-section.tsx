import { Package, QrCode, Timer, Wallet, type LucideIcon } from 'lucide-react';
import { layout, PageSection } from '@minibar/ui';
import { DRIVER_COPY } from '../shared/pricing';
import * as css from './landing.css';

interface Step {
  title: string;
  text: string;
  Icon: LucideIcon;
}

/** The drivers page's four how-it-works steps, in order. */
const STEPS: Step[] = [
  { title: 'Get your starter pack', text: 'We ship a seatback organizer stocked with best-selling snacks and essentials.', Icon: Package },
  { title: DRIVER_COPY.setup, text: 'Hang the organizer on the seat back and place the QR card where riders see it.', Icon: Timer },
  { title: 'Riders shop and pay', text: 'Riders scan the code and pay on their phone. No app, no cash, no talking required.', Icon: QrCode },
  { title: 'Collect your profits', text: 'Every sale leaves you the difference between wholesale and retail.', Icon: Wallet },
];

export function HowItWorksSection() {
  return (
    <PageSection tone="plain" titleId="how-it-works-heading" eyebrow="How it works" eyebrowAs="span" title="Start earning in four simple steps">
      <ol className={css.stepList}>
        {STEPS.map(({ title, text, Icon }, index) => (
          <li key={title} className={`${layout.card()} ${css.stepCard}`}>
            <span className={css.stepIcon}>
              <Icon size={24} aria-hidden="true" />
            </span>
            <span className={css.stepNumber}>Step {index + 1}</span>
            <h3 className={css.stepTitle}>{title}</h3>
            <p className={css.muted}>{text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

import { PackageCheck, Rocket, Wallet } from 'lucide-react';
import { STARTER_KIT } from '@minibar/contracts';
import { BenefitCards } from '@minibar/ui';
import { formatUsd } from '../shared/earnings';
import { DRIVER_MONTHLY_EARNINGS_CLAIM, HOST_SHARE_PERCENT, MARKUP_PERCENT_CLAIM, PROPERTY_ANNUAL_EARNINGS_CLAIM } from './claims';
import * as css from './home.css';

const values = [
  {
    icon: Wallet,
    title: 'Earn From Every Sale',
    text: `Hosts keep ${HOST_SHARE_PERCENT}% of all sales, paid monthly. Every snack, drink and essential a guest buys adds to your payout.`,
  },
  {
    icon: Rocket,
    title: 'Start Selling to Guests in Minutes',
    text: `The kit arrives ready to go, free for hosts and ${formatUsd(STARTER_KIT.priceUsd)} once for a driver's Starter Kit: set it up, place the QR sign, and guests can shop right away.`,
  },
  {
    icon: PackageCheck,
    title: 'Easy Ongoing Inventory Management',
    text: 'We track every sale in real time and restock before you run out, working with your cleaners so you never have to.',
  },
];

const stats = [
  { value: formatUsd(PROPERTY_ANNUAL_EARNINGS_CLAIM), label: 'per property per year for hosts' },
  {
    value: `${formatUsd(DRIVER_MONTHLY_EARNINGS_CLAIM.min)}–${formatUsd(DRIVER_MONTHLY_EARNINGS_CLAIM.max)}`,
    label: 'per month for rideshare drivers',
  },
  { value: `${MARKUP_PERCENT_CLAIM.min}%–${MARKUP_PERCENT_CLAIM.max}%`, label: 'convenience markups on every item' },
];

/** The value proposition section, "Extra Income. Zero Effort.". */
export function ValuePropositionSection() {
  return (
    <BenefitCards
      id="value-proposition"
      eyebrow="Why hosts and drivers choose us"
      title="Extra Income. Zero Effort."
      lead="For hosts, a mini-store your guests already want, with no upfront cost, no monthly fees and no inventory to chase."
      benefits={values}
    >
      <ul className={css.stats}>
        {stats.map((stat) => (
          <li key={stat.label}>
            <span className={css.statValue}>{stat.value}</span>
            <span className={css.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </BenefitCards>
  );
}

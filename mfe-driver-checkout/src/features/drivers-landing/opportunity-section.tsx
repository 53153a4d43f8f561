import { CalendarClock, TrendingUp, Users, Wallet } from 'lucide-react';
import { PageSection } from '@minibar/ui';
import { DRIVER_COPY } from '../shared/pricing';
import * as css from './landing.css';

/** The kit's price, what its items sell for and the profit left, and the other claims. */
export function OpportunitySection() {
  return (
    <PageSection
      tone="dark"
      titleId="opportunity-heading"
      eyebrow="The opportunity"
      eyebrowAs="span"
      title={`A ${DRIVER_COPY.price} Kit That Pays for Itself, Then Earns You ${DRIVER_COPY.profit} More`}
      lead={`Drivers usually sell out their inventory every ${DRIVER_COPY.sellOutWeeks}, then restock and repeat.`}
    >
      <ul className={css.equation}>
        <li className={css.figureCard}>
          <span className={css.figureValue}>{DRIVER_COPY.price}</span>
          <span className={css.figureLabel}>Starter Kit, one time</span>
        </li>
        <li className={css.figureCard}>
          <span className={css.figureValue}>{DRIVER_COPY.sales}</span>
          <span className={css.figureLabel}>in sales</span>
        </li>
        <li className={css.figureCard}>
          <span className={`${css.figureValue} ${css.figureHighlight}`}>{DRIVER_COPY.profit}</span>
          <span className={css.figureLabel}>profit for you</span>
        </li>
      </ul>
      <ul className={css.claims}>
        <li className={css.claim}>
          <TrendingUp className={css.claimIcon} size={20} aria-hidden="true" /> {DRIVER_COPY.returnPercent} return
        </li>
        <li className={css.claim}>
          <Wallet className={css.claimIcon} size={20} aria-hidden="true" /> Up to {DRIVER_COPY.monthlyUpTo} monthly
        </li>
        <li className={css.claim}>
          <Users className={css.claimIcon} size={20} aria-hidden="true" /> {DRIVER_COPY.driversJoined} drivers joined
        </li>
        <li className={css.claim}>
          <CalendarClock className={css.claimIcon} size={20} aria-hidden="true" /> Inventory sold out every {DRIVER_COPY.sellOutWeeks}
        </li>
      </ul>
    </PageSection>
  );
}

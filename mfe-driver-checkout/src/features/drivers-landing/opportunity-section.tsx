import { CalendarClock, TrendingUp, Users, Wallet } from 'lucide-react';
import { PageSection } from '@minibar/ui';
import { DRIVERS_JOINED, EXPECTED_SALES_USD, MONTHLY_EARNINGS_UP_TO_USD, PROFIT_USD, RETURN_PERCENT, STARTER_KIT_PRICE_USD } from '../shared/pricing';
import * as css from './landing.css';

/** $55 becomes $165 in sales, $110 profit, and the other claims. */
export function OpportunitySection() {
  return (
    <PageSection
      tone="dark"
      titleId="opportunity-heading"
      eyebrow="The opportunity"
      eyebrowAs="span"
      title={<>A ${STARTER_KIT_PRICE_USD} Kit That Pays for Itself Three Times Over</>}
      lead="Drivers usually sell out their inventory every 2-3 weeks, then restock and repeat."
    >
      <ul className={css.equation}>
        <li className={css.figureCard}>
          <span className={css.figureValue}>{`$${STARTER_KIT_PRICE_USD}`}</span>
          <span className={css.figureLabel}>Starter Kit, one time</span>
        </li>
        <li className={css.figureCard}>
          <span className={css.figureValue}>{`$${EXPECTED_SALES_USD}`}</span>
          <span className={css.figureLabel}>in sales</span>
        </li>
        <li className={css.figureCard}>
          <span className={`${css.figureValue} ${css.figureHighlight}`}>{`$${PROFIT_USD}`}</span>
          <span className={css.figureLabel}>profit for you</span>
        </li>
      </ul>
      <ul className={css.claims}>
        <li className={css.claim}>
          <TrendingUp className={css.claimIcon} size={20} aria-hidden="true" /> {RETURN_PERCENT}% return
        </li>
        <li className={css.claim}>
          <Wallet className={css.claimIcon} size={20} aria-hidden="true" /> Up to ${MONTHLY_EARNINGS_UP_TO_USD} monthly
        </li>
        <li className={css.claim}>
          <Users className={css.claimIcon} size={20} aria-hidden="true" /> {DRIVERS_JOINED} drivers joined
        </li>
        <li className={css.claim}>
          <CalendarClock className={css.claimIcon} size={20} aria-hidden="true" /> Inventory sold out every 2-3 weeks
        </li>
      </ul>
    </PageSection>
  );
}

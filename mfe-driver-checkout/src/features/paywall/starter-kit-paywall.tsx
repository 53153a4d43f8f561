import { CircleCheck, Info } from 'lucide-react';
import { layout } from '@minibar/ui';
import { DRIVER_COPY } from '../shared/pricing';
import { DEMONSTRATION_NOTICE, KIT_CONTENTS } from './paywall-content';
import { PaywallOrderCard } from './paywall-order-card';
import { PaywallSuccess } from './paywall-success';
import { useSimulatedPurchase } from './use-simulated-purchase';
import * as css from './paywall.css';

function KitContents() {
  return (
    <div>
      <span className={layout.eyebrow}>Starter Kit</span>
      <h1 className={css.title}>Everything You Need to Start Selling</h1>
      <div className={layout.card()}>
        <h2 className={css.cardTitle}>What's in the Kit</h2>
        <ul className={css.list}>
          {KIT_CONTENTS.map((item) => (
            <li key={item} className={css.listItem}>
              <CircleCheck className={css.check} size={20} aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <p className={css.claims}>
        <span className={css.claim}>Earn up to {DRIVER_COPY.monthlyUpTo} per month</span>
        <span className={css.claim}>{DRIVER_COPY.returnPercent} return</span>
      </p>
    </div>
  );
}

function DemonstrationNotice() {
  return (
    <aside className={css.demonstration} aria-labelledby="paywall-demonstration-title">
      <Info className={css.demonstrationIcon} size={22} aria-hidden="true" />
      <div>
        <p id="paywall-demonstration-title" className={css.demonstrationTitle}>
          {DEMONSTRATION_NOTICE.title}
        </p>
        <p>{DEMONSTRATION_NOTICE.text}</p>
      </div>
    </aside>
  );
}

/** /starter-kit-paywall: a simulated purchase, no payment provider, and it says so. */
export function StarterKitPaywall() {
  const purchase = useSimulatedPurchase();
  return (
    <section className={layout.section({ tone: 'alt' })}>
      <div className={layout.container}>
        <DemonstrationNotice />
        {purchase.state === 'paid' ? (
          <PaywallSuccess />
        ) : (
          <div className={css.layoutGrid}>
            <KitContents />
            <PaywallOrderCard purchase={purchase} />
          </div>
        )}
      </div>
    </section>
  );
}

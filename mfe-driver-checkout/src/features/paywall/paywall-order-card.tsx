import { button, layout } from '@minibar/ui';
import { DRIVER_COPY } from '../shared/pricing';
import { DEMONSTRATION_NOTICE } from './paywall-content';
import { PaymentMethodChoice } from './payment-method-choice';
import type { useSimulatedPurchase } from './use-simulated-purchase';
import * as css from './paywall.css';

type Purchase = ReturnType<typeof useSimulatedPurchase>;

/** The price, the method choice and 'Complete Purchase' (enabled once a method is chosen). */
export function PaywallOrderCard({ purchase }: { purchase: Purchase }) {
  const processing = purchase.state === 'processing';
  return (
    <div className={layout.card()}>
      <h2 className={css.cardTitle}>Your Order</h2>
      <p className={css.price}>
        <span className={css.priceFigure}>{DRIVER_COPY.price}</span>
        <span className={css.priceNote}>one-time</span>
      </p>
      <PaymentMethodChoice value={purchase.method} onChange={purchase.setMethod} disabled={processing} />
      <button
        type="button"
        className={button({ tone: 'primary', size: 'lg', block: true })}
        disabled={!purchase.canPurchase}
        onClick={purchase.purchase}
        aria-describedby="paywall-demonstration-beside"
      >
        {processing ? 'Processing...' : 'Complete Purchase'}
      </button>
      <p id="paywall-demonstration-beside" className={css.demonstrationBeside}>
        {DEMONSTRATION_NOTICE.beside}
      </p>
      <p className={css.shipping}>Kits ship within 2-3 business days, with tracking sent by email.</p>
    </div>
  );
}

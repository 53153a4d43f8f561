import { BRAND } from '@minibar/ui';
import { PackageCheck, ShieldCheck, Truck } from 'lucide-react';
import { PAYMENT_TEXT, STARTER_KIT_PRICE_LABEL } from './payment-copy';
import * as css from './payment-page.css';

/** The heading, what is bought and the Payment Details box. */
export function OrderSummary() {
  return (
    <div className={css.intro}>
      <h1 className={css.title}>{PAYMENT_TEXT.heading}</h1>
      <p>
        Pay {STARTER_KIT_PRICE_LABEL} to receive your {BRAND} Starter Kit
      </p>
      <p className={css.note}>{PAYMENT_TEXT.availabilityNote}</p>
      <div className={css.panel}>
        <h2 className={css.panelHeading}>{PAYMENT_TEXT.detailsHeading}</h2>
        <dl className={css.lineItems}>
          <div className={css.lineItem}>
            <dt className={css.term}>{PAYMENT_TEXT.lineItem}</dt>
            <dd className={css.amount}>{STARTER_KIT_PRICE_LABEL}</dd>
          </div>
          <div className={css.totalRow}>
            <dt className={css.term}>Total (USD)</dt>
            <dd className={css.amount}>{STARTER_KIT_PRICE_LABEL}</dd>
          </div>
        </dl>
        <ul className={css.perks}>
          <li className={css.perk}>
            <PackageCheck aria-hidden size={18} className={css.perkIcon} /> One-time payment, no subscription
          </li>
          <li className={css.perk}>
            <Truck aria-hidden size={18} className={css.perkIcon} /> Shipping details follow by email
          </li>
          <li className={css.perk}>
            <ShieldCheck aria-hidden size={18} className={css.perkIcon} /> Card details handled by Stripe
          </li>
        </ul>
      </div>
    </div>
  );
}

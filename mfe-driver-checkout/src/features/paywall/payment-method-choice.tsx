import { CreditCard, Wallet } from 'lucide-react';
import { PAYMENT_METHODS, type PaymentMethod } from './paywall-content';
import * as css from './paywall.css';

const icons = { card: CreditCard, paypal: Wallet } as const;

interface Props {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

/** Native radios in a fieldset: one accessible group, arrow keys move between methods. */
export function PaymentMethodChoice({ value, onChange, disabled }: Props) {
  return (
    <fieldset className={css.methods} disabled={disabled}>
      <legend className={css.legend}>Payment method</legend>
      {PAYMENT_METHODS.map(({ value: method, label }) => {
        const Icon = icons[method];
        return (
          <label key={method} className={css.method}>
            <input
              type="radio"
              name="payment-method"
              className={css.radio}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            {label}
            <Icon className={css.methodIcon} size={22} aria-hidden="true" />
          </label>
        );
      })}
    </fieldset>
  );
}

import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SHIPPING_METHODS, type ShippingMethod } from '@store/shared/constants';
import { formatPrice, toCents, toDollars } from '@store/shared/money';
import { shippingCents } from '@store/shared/pricing';
import { deliveryTimeText } from '../../../lib/shipping-method-text.ts';
import styles from './shipping-method-choice.module.css';

interface ShippingMethodChoiceProps {
  value: ShippingMethod;
  onChange: (method: ShippingMethod) => void;
  /** The cart's subtotal in dollars: what each method costs depends on it (standard is free above $50). */
  subtotal: number;
}

/**
 * How the order travels: one radio a method, each with its price for this cart and its delivery time.
 * Native radios in a fieldset, so Tab enters the group at the chosen one and the arrow keys choose.
 */
export function ShippingMethodChoice({ value, onChange, subtotal }: ShippingMethodChoiceProps) {
  const { t } = useTranslation();
  const group = useId();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('checkout.shipping.method')}</legend>
      <div className={styles.options}>
        {SHIPPING_METHODS.map((method) => {
          const fee = shippingCents(toCents(subtotal), method);
          return (
            <label key={method} className={styles.option}>
              {/* Named by the method alone; its delivery time and price are read as its description. */}
              <input
                type="radio"
                className={styles.radio}
                name={group}
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
                aria-labelledby={`${group}-${method}-name`}
                aria-describedby={`${group}-${method}-time ${group}-${method}-price`}
              />
              <span className={styles.text}>
                <span id={`${group}-${method}-name`} className={styles.name}>
                  {t(`shippingMethods.${method}`)}
                </span>
                <span id={`${group}-${method}-time`} className={styles.time}>
                  {deliveryTimeText(method, t)}
                </span>
              </span>
              <span
                id={`${group}-${method}-price`}
                className={fee === 0 ? `${styles.price} ${styles.free}` : styles.price}
              >
                {fee === 0 ? t('cart.summary.free') : formatPrice(toDollars(fee))}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

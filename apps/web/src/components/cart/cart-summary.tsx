import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatPrice, toCents } from '@store/shared/money';
import { amountToFreeShipping } from '@store/shared/pricing';
import type { Cart } from '@store/shared/schemas/cart';
import { Icon } from '../ui/icon.tsx';
import { freeShippingText } from './free-shipping-text.ts';
import styles from './cart-summary.module.css';

/** How much more for free shipping, or that it is free already (storefront §2, §9). */
export function FreeShippingNotice({ subtotal }: { subtotal: number }) {
  const { t } = useTranslation();
  const reached = amountToFreeShipping(toCents(subtotal)) === 0;
  return (
    <p className={`${styles.notice} ${reached ? styles.reached : ''}`}>
      <Icon name="truck" size={18} />
      <span>{freeShippingText(subtotal, t)}</span>
    </p>
  );
}

/** The figures a summary shows: a cart's, or an order's pricing with its promo code. */
export type SummaryTotals = Pick<Cart, 'subtotal' | 'discount' | 'tax' | 'shipping' | 'total' | 'couponCode'>;

interface CartSummaryProps {
  cart: SummaryTotals;
  /** A heading above the figures (the cart page's 'Order Summary'). */
  title?: ReactNode;
}

/** Subtotal, discount when a code gives one, tax, shipping ('Free' or the fee) and total. */
export function CartSummary({ cart, title }: CartSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      {title}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd>{formatPrice(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>
              {t('cart.summary.discount')}
              {cart.couponCode && <span className={styles.code}>{cart.couponCode}</span>}
            </dt>
            <dd>−{formatPrice(cart.discount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('cart.summary.tax')}</dt>
          <dd>{formatPrice(cart.tax)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('cart.summary.shipping')}</dt>
          <dd className={cart.shipping === 0 ? styles.free : undefined}>
            {cart.shipping === 0 ? t('cart.summary.free') : formatPrice(cart.shipping)}
          </dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('cart.summary.total')}</dt>
          <dd>{formatPrice(cart.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

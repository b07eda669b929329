import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ShippingMethod } from '@store/shared/constants';
import type { Cart } from '@store/shared/schemas/cart';
import { CartSummary } from '../../../components/cart/cart-summary.tsx';
import { LineItems, type LineItemView } from '../../../components/ui/line-items.tsx';
import { pricedWith } from '../checkout-totals.ts';
import panel from '../../../components/ui/panel.module.css';
import styles from './checkout-page.module.css';

function lineOf(item: Cart['items'][number]): LineItemView {
  return {
    id: item._id,
    name: item.product.name,
    image: item.product.image,
    quantity: item.quantity,
    price: item.price,
    lineTotal: item.lineTotal,
    selectedOptions: item.selectedOptions,
  };
}

/**
 * The column beside the steps: what is being bought and its totals, shipped by the chosen method
 * (the server's figures for the cart, its shipping priced by the same rule the server charges by).
 */
export function OrderSummary({ cart, method }: { cart: Cart; method: ShippingMethod }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className={`${panel.panel} ${styles.summary}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {t('cart.summary.title')}
      </h2>
      <LineItems items={cart.items.map(lineOf)} label={t('cart.title')} size="sm" />
      <CartSummary cart={pricedWith(cart, method)} />
    </aside>
  );
}

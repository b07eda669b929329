import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Cart } from '@store/shared/schemas/cart';
import { CartSummary } from '../../../components/cart/cart-summary.tsx';
import { LineItems, type LineItemView } from '../../../components/ui/line-items.tsx';
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

/** The column beside the steps: what is being bought and the server's totals for it. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className={`${panel.panel} ${styles.summary}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {t('cart.summary.title')}
      </h2>
      <LineItems items={cart.items.map(lineOf)} label={t('cart.title')} size="sm" />
      <CartSummary cart={cart} />
    </aside>
  );
}

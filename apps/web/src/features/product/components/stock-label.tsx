import { useTranslation } from '../../../i18n/use-translation.ts';
import type { StockState } from '../variant-selection.ts';
import styles from './stock-label.module.css';

/** In stock, only N left (at or under the low-stock threshold), out of stock, or not available. */
export function StockLabel({ state }: { state: StockState }) {
  const { t } = useTranslation();
  const text =
    state.kind === 'in'
      ? t('productPage.stock.in')
      : state.kind === 'low'
        ? t('productPage.stock.low', { count: state.quantity })
        : state.kind === 'out'
          ? t('productPage.stock.out')
          : t('productPage.stock.unavailable');
  return (
    <p className={`${styles.stock} ${styles[state.kind]}`} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}

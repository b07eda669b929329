import { useTranslation } from '../../i18n/use-translation.ts';
import { formatPrice } from '@store/shared/money';
import { useLanguage } from '../../i18n/use-language.ts';
import { optionLabels } from '../../lib/option-labels.ts';
import { SmartImage } from './smart-image.tsx';
import styles from './line-items.module.css';

/** A bought or about-to-be-bought line, whatever it comes from (a cart line, an order item). */
export interface LineItemView {
  id: string;
  name: string;
  image: string | null;
  quantity: number;
  /** Unit price in dollars. */
  price: number;
  lineTotal: number;
  selectedOptions: Record<string, string>;
}

interface LineItemsProps {
  items: readonly LineItemView[];
  /** The list's accessible name ('Items in your order'). */
  label: string;
  /** 'sm' for a summary column, 'md' for a page's main content. */
  size?: 'sm' | 'md';
}

/**
 * Read-only rows of image, name, options, quantity × unit price and line total: the checkout summary,
 * the order confirmation and an order's details. The cart's own rows (with steppers) are CartLine.
 */
export function LineItems({ items, label, size = 'md' }: LineItemsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ul className={`${styles.items} ${styles[size]}`} aria-label={label}>
      {items.map((item) => {
        const options = optionLabels(item.selectedOptions, t, lang);
        return (
          <li key={item.id} className={styles.item}>
            <span className={styles.media}>
              <SmartImage src={item.image} alt="" width={96} height={96} />
            </span>
            <div className={styles.body}>
              <p className={styles.name}>{item.name}</p>
              {options.length > 0 && (
                <p className={styles.options}>{options.map((option) => option.text).join(' · ')}</p>
              )}
              <p className={styles.quantity}>
                {t('lineItems.quantity', { quantity: item.quantity, price: formatPrice(item.price) })}
              </p>
            </div>
            <p className={styles.total}>
              <span className="visually-hidden">{t('cart.lineTotal')} </span>
              {formatPrice(item.lineTotal)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

import { useTranslation } from '../../i18n/use-translation.ts';
import { formatPrice } from '@store/shared/money';
import styles from './price-tag.module.css';

interface PriceTagProps {
  price: number;
  originalPrice?: number | null;
  /** 'light' for text on dark or gradient backgrounds. */
  tone?: 'default' | 'light';
  size?: 'md' | 'lg';
}

/** Current price and, when it is higher, the struck-through original price; USD en-US in every language. */
export function PriceTag({ price, originalPrice, tone = 'default', size = 'md' }: PriceTagProps) {
  const { t } = useTranslation();
  const showOriginal = typeof originalPrice === 'number' && originalPrice > price;
  return (
    <p className={`${styles.price} ${styles[tone]} ${styles[size]}`}>
      <span className={styles.current}>
        <span className="visually-hidden">{t('price.current')} </span>
        {formatPrice(price)}
      </span>
      {showOriginal && (
        <s className={styles.original}>
          <span className="visually-hidden">{t('price.original')} </span>
          {formatPrice(originalPrice)}
        </s>
      )}
    </p>
  );
}

import { dollarDiscountPercent } from '@store/shared/money';
import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './discount-badge.module.css';

/**
 * '{n}% OFF' badge for the prices shown beside it: the percent is worked out from them with the
 * store's one rule, so it always agrees with the struck-out price and "You save"; renders nothing
 * without a saving.
 */
export function DiscountBadge({
  price,
  originalPrice,
  className,
}: {
  price: number | null;
  originalPrice: number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const percent = price === null ? 0 : dollarDiscountPercent(price, originalPrice);
  if (percent <= 0) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>{t('price.off', { percent })}</span>
  );
}

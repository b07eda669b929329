import { useTranslation } from 'react-i18next';
import styles from './discount-badge.module.css';

/** '{n}% OFF' badge; renders nothing without a discount. */
export function DiscountBadge({
  percent,
  className,
}: {
  percent: number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!percent || percent <= 0) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>{t('price.off', { percent })}</span>
  );
}

import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.ts';

interface CartLoadErrorProps {
  onRetry: () => void;
  /** The layout of the place it stands in. */
  className?: string;
}

/** The cart could not be loaded: says so, with a button to try again. */
export function CartLoadError({ onRetry, className }: CartLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <p>{t('cart.loadError')}</p>
      <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
        {t('cart.retry')}
      </button>
    </div>
  );
}

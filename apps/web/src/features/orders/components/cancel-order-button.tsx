import { buttonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface CancelOrderButtonProps {
  onClick: () => void;
  pending: boolean;
  /** The screen's own red outline. */
  className?: string;
  /** Names the order when several are on screen (My orders' cards). */
  label?: string;
}

/** "Cancel order", "Cancelling..." while the call is out: My orders' cards and the private link's page. */
export function CancelOrderButton({ onClick, pending, className, label }: CancelOrderButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${buttonClass('secondary')} ${className ?? ''}`}
      onClick={onClick}
      disabled={pending}
      aria-label={label}
    >
      {pending ? t('orders.actions.cancelling') : t('orders.actions.cancel')}
    </button>
  );
}

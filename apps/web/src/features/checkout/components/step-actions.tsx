import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './checkout-page.module.css';

interface StepActionsProps {
  /** The previous step; the first step has none. */
  onBack?: () => void;
  submitLabel: string;
  /** While the step's call runs both buttons are disabled and the submit says so. */
  busy?: boolean;
  busyLabel?: string;
}

/** Back to the previous step, and the submit that continues (Enter in any field does the same). */
export function StepActions({ onBack, submitLabel, busy = false, busyLabel }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      {onBack && (
        <button type="button" className={buttonClass('secondary')} onClick={onBack} disabled={busy}>
          <Icon name="chevronLeft" size={18} />
          {t('checkout.back')}
        </button>
      )}
      <button type="submit" className={`${buttonClass('primary', 'lg')} ${styles.submit}`} disabled={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
        {!busy && <Icon name="arrowRight" size={18} />}
      </button>
    </div>
  );
}

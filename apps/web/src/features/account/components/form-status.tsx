import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, type ButtonVariant } from '../../../components/ui/button.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import type { FormStatus } from '../hooks/use-form-status.ts';
import styles from './form.module.css';

/** A form's outcome: a status on success, an alert on failure; nothing when there is none. */
export function FormStatusLine({ status }: { status: FormStatus }) {
  if (!status) return null;
  return (
    <>
      {status.kind === 'success' && (
        <p className={styles.success} role="status">
          <Icon name="check" size={18} />
          {status.text}
        </p>
      )}
      {status.kind === 'error' && (
        <p className={styles.error} role="alert">
          <Icon name="alert" size={18} />
          {status.text}
        </p>
      )}
    </>
  );
}

interface FormFooterProps {
  status: FormStatus;
  /** While the call runs the submit button is disabled and reads 'Saving...'. */
  pending: boolean;
  submitLabel: string;
  variant?: ButtonVariant;
  /** Buttons after submit, e.g. cancel. */
  children?: ReactNode;
}

/** The end of a profile form: its status line, then submit and any other buttons. */
export function FormFooter({ status, pending, submitLabel, variant = 'primary', children }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormStatusLine status={status} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass(variant)} disabled={pending}>
          {pending ? t('profile.saving') : submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}

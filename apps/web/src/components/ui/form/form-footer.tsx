import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass, type ButtonVariant } from '../button.ts';
import { FormStatusLine } from './form-status.tsx';
import type { FormStatus } from './use-form-status.ts';
import styles from './form.module.css';

interface FormFooterProps {
  status: FormStatus;
  /** While the call runs the submit button is disabled and reads 'Saving...'. */
  pending: boolean;
  submitLabel: string;
  /** What the submit button reads while the call runs; 'Saving...' unless the form saves nothing. */
  pendingLabel?: string;
  variant?: ButtonVariant;
  /** Buttons after submit, e.g. cancel. */
  children?: ReactNode;
}

/** The end of a profile form: its status line, then submit and any other buttons. */
export function FormFooter({
  status,
  pending,
  submitLabel,
  pendingLabel,
  variant = 'primary',
  children,
}: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormStatusLine status={status} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass(variant)} disabled={pending}>
          {pending ? (pendingLabel ?? t('profile.saving')) : submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}

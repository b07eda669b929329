import { Icon } from '../icon.tsx';
import type { FormStatus } from './use-form-status.ts';
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

import { FIELD_LIMITS } from '@store/shared/field-limits';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../icon.tsx';
import styles from './form.module.css';

/** Every password field's limit: what sign-in accepts, which no new password may exceed either. */
const PASSWORD_FIELD_MAX = FIELD_LIMITS.signInPassword;

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  hint?: string;
  autoFocus?: boolean;
}

/** A required password input with a show/hide toggle (storefront §2). */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  minLength,
  hint,
  autoFocus,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </span>
      <div className={styles.passwordBox}>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.passwordInput}`}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          autoComplete={autoComplete}
          minLength={minLength}
          maxLength={PASSWORD_FIELD_MAX}
          required
          // Only where the caller asks: the first field of a dialog or of a page whose one task it is.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus={autoFocus}
          aria-describedby={hint ? hintId : undefined}
          // Browsers must not offer to spell-check or capitalise a shown password.
          spellCheck={false}
          autoCapitalize="off"
        />
        <button
          type="button"
          className={styles.reveal}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          title={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

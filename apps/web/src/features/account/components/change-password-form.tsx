import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@store/shared/constants';
import { buttonClass } from '../../../components/ui/button.ts';
import { useChangePassword } from '../api/change-password.ts';
import { errorMessage } from '../error-message.ts';
import { useFormStatus } from '../hooks/use-form-status.ts';
import { FormStatusLine } from './form-status.tsx';
import { PasswordField } from './password-field.tsx';
import form from './form.module.css';
import styles from './profile-page.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Fields = typeof EMPTY;

/** Current, new and confirmed password; this browser keeps signed in with the token the API returns. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const change = useChangePassword();
  const { status, succeed, fail, clear } = useFormStatus();

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (status?.kind === 'error') clear();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fields.newPassword !== fields.confirmPassword) {
      fail(t('auth.passwordsDoNotMatch'));
      return;
    }
    clear();
    change.mutate(fields, {
      onSuccess: () => {
        setFields(EMPTY);
        succeed(t('profile.password.changed'));
      },
      onError: (error) => fail(errorMessage(error, t, t('profile.password.failed'))),
    });
  };

  return (
    <section className={styles.card} aria-labelledby="change-password-title">
      <div className={styles.cardHeader}>
        <h2 id="change-password-title" className={styles.cardTitle}>
          {t('profile.password.title')}
        </h2>
        <p className={styles.cardText}>{t('profile.password.text')}</p>
      </div>
      <form className={form.fields} onSubmit={onSubmit}>
        <PasswordField
          label={t('profile.password.current')}
          name="currentPassword"
          value={fields.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
        />
        <div className={form.row}>
          <PasswordField
            label={t('profile.password.new')}
            name="newPassword"
            value={fields.newPassword}
            onChange={set('newPassword')}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <PasswordField
            label={t('profile.password.confirm')}
            name="confirmPassword"
            value={fields.confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
          />
        </div>
        <FormStatusLine status={status} />
        <div className={form.actions}>
          <button type="submit" className={buttonClass('secondary')} disabled={change.isPending}>
            {change.isPending ? t('profile.saving') : t('profile.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PASSWORD_MIN_LENGTH } from '@store/shared/constants';
import { FormCard } from '../../../components/ui/form/form-card.tsx';
import { useFormFields } from '../../../components/ui/form/use-form-status.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useChangePassword } from '../api/change-password.ts';
import { FormFooter } from '../../../components/ui/form/form-footer.tsx';
import { PasswordField } from '../../../components/ui/form/password-field.tsx';
import form from '../../../components/ui/form/form.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Fields = typeof EMPTY;

/** Current, new and confirmed password; this browser keeps signed in with the token the API returns. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { fields, setFields, bind, status, succeed, fail, clear } = useFormFields<Fields>(EMPTY);
  const change = useChangePassword();

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
    <FormCard title={t('profile.password.title')} text={t('profile.password.text')} onSubmit={onSubmit}>
      <PasswordField
        label={t('profile.password.current')}
        {...bind('currentPassword')}
        autoComplete="current-password"
      />
      <div className={form.row}>
        <PasswordField
          label={t('profile.password.new')}
          {...bind('newPassword')}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField
          label={t('profile.password.confirm')}
          {...bind('confirmPassword')}
          autoComplete="new-password"
        />
      </div>
      <FormFooter
        status={status}
        pending={change.isPending}
        submitLabel={t('profile.password.submit')}
        variant="secondary"
      />
    </FormCard>
  );
}

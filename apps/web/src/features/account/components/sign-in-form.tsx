import { FIELD_LIMITS } from '@store/shared/field-limits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PASSWORD_MIN_LENGTH } from '@store/shared/constants';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useFormFields } from '../../../components/ui/form/use-form-status.ts';
import { IconBadge } from '../../../components/ui/icon-badge.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session-context.ts';
import type { SignInMode } from '../../../lib/sign-in-dialog.ts';
import { NameFields } from '../../../components/ui/form/name-fields.tsx';
import { PasswordField } from '../../../components/ui/form/password-field.tsx';
import form from '../../../components/ui/form/form.module.css';
import styles from './sign-in-form.module.css';

interface SignInFormProps {
  initialMode?: SignInMode;
  /** Called once signed in; the session already holds the token and user. */
  onSuccess?: () => void;
  /** The title's id, for a dialog's aria-labelledby. */
  titleId?: string;
  /** h1 on the /login page, h2 inside the modal. */
  titleLevel?: 1 | 2;
}

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
type Fields = typeof EMPTY;

/**
 * Sign in ⇄ sign up (storefront §2, §4, §5). The error clears when the shopper types or switches mode;
 * mismatched passwords are caught here and nothing is sent; submit is disabled while the call runs.
 */
export function SignInForm({ initialMode = 'login', onSuccess, titleId, titleLevel = 2 }: SignInFormProps) {
  const { t } = useTranslation();
  const { login, register } = useSession();
  const [mode, setMode] = useState<SignInMode>(initialMode);
  // Only errors show here (a success closes the form), so any edit clears the line.
  const { fields, set, bind, status, fail, clear } = useFormFields<Fields>(EMPTY);
  const [processing, setProcessing] = useState(false);
  const ownId = useId();
  const headingId = titleId ?? `${ownId}-title`;
  const isLogin = mode === 'login';

  const switchMode = () => {
    setMode(isLogin ? 'register' : 'login');
    clear();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    if (!isLogin && fields.password !== fields.confirmPassword) {
      fail(t('auth.passwordsDoNotMatch'));
      return;
    }
    setProcessing(true);
    clear();
    try {
      if (isLogin) await login({ email: fields.email, password: fields.password });
      else await register(fields);
      onSuccess?.();
    } catch (failure) {
      const fallback = isLogin ? t('auth.loginFailed') : t('auth.registrationFailed');
      fail(errorMessage(failure, t, fallback, t('common.somethingWentWrong')));
    } finally {
      setProcessing(false);
    }
  };

  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.wrapper}>
      <div className={styles.intro}>
        <IconBadge name={isLogin ? 'lock' : 'user'} size="sm" className={styles.badge} />
        <Title id={headingId} className={styles.title}>
          {isLogin ? t('auth.signInTitle') : t('auth.signUpTitle')}
        </Title>
        <p className={styles.subtitle}>{isLogin ? t('auth.signInSubtitle') : t('auth.signUpSubtitle')}</p>
      </div>

      <form className={form.fields} onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
        {!isLogin && (
          <NameFields
            values={fields}
            onChange={set}
            labels={{ firstName: t('auth.firstName'), lastName: t('auth.lastName') }}
            // The form is a dialog's or its page's one task: focus starts in its first field.
            // eslint-disable-next-line jsx-a11y-x/no-autofocus
            autoFocus
          />
        )}
        <TextField
          label={t('auth.email')}
          {...bind('email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          maxLength={FIELD_LIMITS.email}
          required
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- as the name fields above, when signing in
          autoFocus={isLogin}
        />
        <PasswordField
          label={t('auth.password')}
          {...bind('password')}
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          minLength={isLogin ? undefined : PASSWORD_MIN_LENGTH}
          hint={isLogin ? undefined : t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        {!isLogin && (
          <PasswordField
            label={t('auth.confirmPassword')}
            {...bind('confirmPassword')}
            autoComplete="new-password"
          />
        )}

        <FormStatusLine status={status} />

        <button
          type="submit"
          className={`${buttonClass('primary', 'lg')} ${styles.submit}`}
          disabled={processing}
        >
          {processing ? t('auth.processing') : isLogin ? t('auth.signInButton') : t('auth.signUpButton')}
        </button>
      </form>

      <p className={styles.switch}>
        {isLogin ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
        <button type="button" className={styles.switchButton} onClick={switchMode}>
          {isLogin ? t('auth.switchToSignUp') : t('auth.switchToSignIn')}
        </button>
      </p>
    </div>
  );
}

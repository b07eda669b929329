import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@store/shared/constants';
import type { Order } from '@store/shared/schemas/orders';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { NameFields } from '../../../components/ui/form/name-fields.tsx';
import { PasswordField } from '../../../components/ui/form/password-field.tsx';
import { useFormFields } from '../../../components/ui/form/use-form-status.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session-context.ts';
import form from '../../../components/ui/form/form.module.css';
import styles from './order-link-page.module.css';

interface AccountFormProps {
  /** The guest's order: the account takes its e-mail, and its shipping address's names to start with. */
  order: Order;
  /** Signed in, the new account or the one the e-mail already had: the order can be claimed. */
  onSignedIn: () => void;
}

/**
 * "Create an account" after a guest's order (issue 22), with the e-mail they gave, which an account
 * must have to claim the order. Signed in as the sign-in form does it (the session's register and
 * login). An e-mail that already has an account turns the form into that account's sign-in.
 */
export function AccountForm({ order, onSignedIn }: AccountFormProps) {
  const { t } = useTranslation();
  const { register, login } = useSession();
  const titleId = useId();
  const [taken, setTaken] = useState(false);
  const [processing, setProcessing] = useState(false);
  const { fields, set, bind, status, fail, clear } = useFormFields(() => ({
    firstName: order.shippingAddress.firstName,
    lastName: order.shippingAddress.lastName,
    password: '',
    confirmPassword: '',
  }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    if (!taken && fields.password !== fields.confirmPassword) {
      fail(t('auth.passwordsDoNotMatch'));
      return;
    }
    setProcessing(true);
    clear();
    try {
      if (taken) await login({ email: order.email, password: fields.password });
      else await register({ ...fields, email: order.email });
      onSignedIn();
    } catch (error) {
      if (!taken && error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        // Not this form's password to keep: the account's own is asked for.
        set('password')('');
        setTaken(true);
        return;
      }
      const fallback = taken ? t('auth.loginFailed') : t('auth.registrationFailed');
      fail(errorMessage(error, t, fallback, t('common.somethingWentWrong')));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.boxTitle}>
        {taken ? t('orderLink.account.takenTitle') : t('orderLink.account.title')}
      </h2>
      <p className={styles.boxText}>
        {taken ? t('orderLink.account.taken', { email: order.email }) : t('orderLink.account.text')}
      </p>
      <form className={form.fields} onSubmit={(event) => void onSubmit(event)} aria-labelledby={titleId}>
        {/* The account's e-mail is the order's: shown, not typed, and named for password managers. */}
        <input type="email" name="email" autoComplete="username" value={order.email} readOnly hidden />
        {!taken && (
          <>
            <dl className={styles.email}>
              <dt>{t('auth.email')}</dt>
              <dd>{order.email}</dd>
            </dl>
            <NameFields
              values={fields}
              onChange={set}
              labels={{ firstName: t('auth.firstName'), lastName: t('auth.lastName') }}
            />
          </>
        )}
        <PasswordField
          // A new field for the account's own password: it starts empty, with focus.
          key={taken ? 'current' : 'new'}
          label={t('auth.password')}
          {...bind('password')}
          autoComplete={taken ? 'current-password' : 'new-password'}
          minLength={taken ? undefined : PASSWORD_MIN_LENGTH}
          hint={taken ? undefined : t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the one field the new question asks
          autoFocus={taken}
        />
        {!taken && (
          <PasswordField
            label={t('auth.confirmPassword')}
            {...bind('confirmPassword')}
            autoComplete="new-password"
          />
        )}
        <FormStatusLine status={status} />
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={processing}>
            {processing
              ? t('auth.processing')
              : taken
                ? t('orderLink.account.signIn')
                : t('auth.signUpButton')}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * The screen of /admin for anyone who is not signed in as staff (admin §2, §4, §8):
 * - the Admin Login form (e-mail and password, both required), POSTing the shop's /api/auth/login;
 * - a staff account: a success message, then the page reloads after 1 s;
 * - any other account (or a customer already signed in who opens /admin): 'Access denied. Your
 *   account ({role}) …' with a 3-second countdown 'Logging out in N second(s)...', then sign-out;
 * - a failure: the server's message, else 'Invalid credentials. Please check your email and password.';
 * - after the server refused the staff session: 'Your session has expired…' above the form.
 * Rendered by the admin layout; `deniedRole` is set when a non-staff account is already signed in.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../ui/link.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ADMIN_ACCESS_DENIED_SECONDS, ADMIN_LOGIN_RELOAD_MS, type Role } from '@store/shared/constants';
import { loginBodySchema } from '@store/shared/schemas/auth';
import { buttonClass } from '../ui/button.ts';
import { Icon } from '../ui/icon.tsx';
import form from '../ui/form/form.module.css';
import { useSession } from '../../lib/session-context.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { adminErrorText } from './admin-api.ts';
import { AdminErrorBanner } from './admin-error-banner.tsx';
import { roleWord } from './admin-format.ts';
import { isStaff } from './admin-menu.ts';
import { FieldLimits } from './field-limits.tsx';
import { AdminTextField } from './form-fields.tsx';
import styles from './admin-login.module.css';

type Outcome = { kind: 'success' } | { kind: 'denied'; role: Role; secondsLeft: number } | null;

/** Counts the access-denied message down once a second and signs out at zero. */
function useDeniedCountdown(
  outcome: Outcome,
  setOutcome: (next: Outcome) => void,
  logout: () => Promise<void>,
) {
  useEffect(() => {
    if (outcome?.kind !== 'denied') return;
    const timer = window.setTimeout(() => {
      if (outcome.secondsLeft > 1) setOutcome({ ...outcome, secondsLeft: outcome.secondsLeft - 1 });
      else void logout().then(() => setOutcome(null));
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [outcome, setOutcome, logout]);
}

interface AdminLoginProps {
  /** A non-staff account already signed in: access denied, then signed out. */
  deniedRole?: Role | undefined;
  /** The server refused the staff session: say so above the form. */
  expired?: boolean;
}

/** Admin Login, with its success, access-denied and session-expired states. */
export function AdminLogin({ deniedRole, expired = false }: AdminLoginProps) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    deniedRole ? { kind: 'denied', role: deniedRole, secondsLeft: ADMIN_ACCESS_DENIED_SECONDS } : null,
  );
  usePageTitle(t('common.login.title'));
  useDeniedCountdown(outcome, setOutcome, session.logout);

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = window.setTimeout(() => window.location.reload(), ADMIN_LOGIN_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const schema = useMemo(
    () =>
      z.object({
        email: z.string().trim().min(1, t('common.login.emailRequired')),
        password: z.string().min(1, t('common.login.passwordRequired')),
      }),
    [t],
  );
  const methods = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const busy = methods.formState.isSubmitting || outcome !== null;

  const submit = methods.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await session.login(values);
      setOutcome(
        isStaff(user)
          ? { kind: 'success' }
          : { kind: 'denied', role: user.role, secondsLeft: ADMIN_ACCESS_DENIED_SECONDS },
      );
    } catch (error) {
      setFailure(adminErrorText(error, t('common.login.invalidCredentials')));
    }
  });

  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-labelledby={`${formId}-title`}>
        <span className={styles.logo} aria-hidden="true">
          <Icon name="lock" size={26} />
        </span>
        <h1 id={`${formId}-title`} className={styles.title}>
          {t('common.login.title')}
        </h1>
        <p className={styles.text}>{t('common.login.text')}</p>

        {expired && outcome === null && (
          <p className={form.error} role="alert">
            <Icon name="clock" size={18} />
            {t('common.login.expired')}
          </p>
        )}
        {outcome?.kind === 'success' && (
          <p className={form.success} role="status">
            <Icon name="check" size={18} />
            {t('common.login.success')}
          </p>
        )}
        {outcome?.kind === 'denied' && (
          <div className={form.error} role="alert">
            <Icon name="alert" size={18} />
            <div className={styles.denied}>
              <p>{t('common.login.denied', { role: roleWord(outcome.role, t) })}</p>
              <p className={styles.countdown}>
                {t('common.login.loggingOut', { seconds: outcome.secondsLeft })}
              </p>
            </div>
          </div>
        )}
        {failure && <AdminErrorBanner message={failure} onDismiss={() => setFailure(null)} />}

        <FormProvider {...methods}>
          <form id={formId} className={form.fields} onSubmit={submit} noValidate>
            <FieldLimits schema={loginBodySchema}>
              <AdminTextField
                name="email"
                type="email"
                label={t('common.login.email')}
                autoComplete="username"
                required
              />
              <AdminTextField
                name="password"
                type="password"
                label={t('common.login.password')}
                autoComplete="current-password"
                required
              />
            </FieldLimits>
            <button
              type="submit"
              className={`${buttonClass('primary', 'lg')} ${styles.submit}`}
              disabled={busy}
            >
              {methods.formState.isSubmitting ? t('common.login.signingIn') : t('common.login.submit')}
            </button>
          </form>
        </FormProvider>
        <Link to="/" className={styles.back}>
          {t('common.backToStore')}
        </Link>
      </section>
    </main>
  );
}

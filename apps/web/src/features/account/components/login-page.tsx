import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useSession } from '../../../lib/session-context.ts';
import { isCheckoutTarget, redirectTarget } from '../redirect-target.ts';
import { ContinueAsGuest } from './continue-as-guest.tsx';
import { SignInForm } from './sign-in-form.tsx';
import styles from './login-page.module.css';

function stateFrom(state: unknown): unknown {
  return state && typeof state === 'object' && 'from' in state ? state.from : null;
}

/**
 * /login, where checkout sends anonymous shoppers: the sign-in form on a page, and from checkout the
 * way on as a guest (issue 22). Once signed in (now or already) the shopper goes back where they came
 * from, a path on this site only, else home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.login.title'));
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const state: unknown = location.state;
  const target = redirectTarget(stateFrom(state), params.get('redirect'));

  if (user) return <Navigate to={target} replace />;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <SignInForm titleLevel={1} />
        {isCheckoutTarget(target) && <ContinueAsGuest checkout={target} />}
      </div>
    </div>
  );
}

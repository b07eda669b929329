import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { useSignInDialog } from '../../../lib/sign-in-dialog.ts';
import actions from './header-actions.module.css';

// Only the browser knows who is signed in (the server renders every page signed out): the menu's code
// is fetched once the session says someone is, not with every page.
const SignedInMenu = lazy(() =>
  import('./signed-in-menu.tsx').then((module) => ({ default: module.SignedInMenu })),
);

/**
 * The header's account control (storefront §2): signed out it opens the sign-in modal; signed in it
 * is a disclosure button for a small menu with the user, profile and orders links, and logout.
 */
export function AccountMenu() {
  const { user, status } = useSession();
  if (status === 'initialising') return <SignInButton hidden />;
  if (!user) return <SignInButton />;
  return (
    <Suspense fallback={<SignInButton hidden />}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}

/**
 * `hidden`: the session is not known yet (or the signed-in menu is on its way); the button keeps its
 * place, so nothing moves when it is.
 */
function SignInButton({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation();
  const dialog = useSignInDialog();
  return (
    <button
      type="button"
      className={actions.action}
      style={hidden ? { visibility: 'hidden' } : undefined}
      // The caption is hidden below 1024 px; the label names the button at every width.
      aria-label={t('accountMenu.signIn')}
      aria-haspopup="dialog"
      onClick={() => dialog.open()}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
    >
      <Icon name="user" size={24} />
      <span className={actions.caption}>{t('accountMenu.signIn')}</span>
    </button>
  );
}

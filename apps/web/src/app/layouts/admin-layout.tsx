import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { User } from '@store/shared/schemas/auth';
import { AdminLogin } from '../../components/admin/admin-login.tsx';
import { canOpen, isStaff, menuItemFor, visibleMenu } from '../../components/admin/admin-menu.ts';
import { AdminSidebar } from '../../components/admin/admin-sidebar.tsx';
import { AdminLoading } from '../../components/admin/admin-loading.tsx';
import { onExpiredSession } from '../../components/admin/staff-session-expiry.ts';
import { AppLoading } from '../../components/ui/app-loading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LanguageSwitcher } from '../../features/header/components/language-switcher.tsx';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { loadAdminI18n } from '../../i18n/admin/load-admin-i18n.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useSession } from '../../lib/session-context.ts';
import styles from './admin-layout.module.css';

/** Below this width the side menu is an off-canvas panel behind a toggle (kept in step with the CSS). */
const PHONE_QUERY = '(max-width: 1023px)';

/** The signed-in panel: side menu, phone top bar, and the screen (or access denied for a forbidden one). */
function AdminShell({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const { t: shopT } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const menuId = useId();
  const offCanvas = useMediaQuery(PHONE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The permission check guards the screen as well as the menu: a typed URL is no way round it.
  const allowed = canOpen(user, menuItemFor(pathname));

  return (
    <div className={styles.shell}>
      {/* The first stop of the keyboard: past the side menu, straight to the screen (WCAG 2.4.1). */}
      <a href="#admin-main" className="skip-link">
        {shopT('common.skipToContent')}
      </a>
      <AdminSidebar
        id={menuId}
        user={user}
        items={visibleMenu(user)}
        onLogout={() => void session.logout()}
        languageSwitch={<LanguageSwitcher />}
        open={menuOpen}
        offCanvas={offCanvas}
        onClose={closeMenu}
      />
      <div className={styles.content}>
        <header className={styles.topBar}>
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className="visually-hidden">{t('common.menu.toggle')}</span>
          </button>
          <span className={styles.topTitle}>{t('common.brand')}</span>
        </header>
        <main id="admin-main" tabIndex={-1} className={styles.main}>
          {allowed ? (
            <Suspense fallback={<AdminLoading />}>
              <Outlet />
            </Suspense>
          ) : (
            <EmptyState
              icon="lock"
              level={1}
              title={t('common.denied.title')}
              text={t('common.denied.text')}
            />
          )}
        </main>
      </div>
    </div>
  );
}

/**
 * Decides between the login screen and the panel. Once the login screen shows it stays until the page
 * reloads (admin §4: a staff sign-in shows its success message, then reloads after 1 s), even though
 * the session already holds the new user. The reload keeps the address, so a staff member whose
 * session expired signs in again and is back on the very screen, query included, they were on.
 */
function AdminGate() {
  const { user, expire } = useSession();
  const staff = isStaff(user);
  const [gated, setGated] = useState(!staff);
  const [expired, setExpired] = useState(false);
  // An admin call the server refused with 401: the session is over, visibly, not a silent no-op.
  useEffect(
    () =>
      onExpiredSession(() => {
        setExpired(true);
        expire();
      }),
    [expire],
  );
  // A sign-out from the panel brings the login screen back (state derived during render, on purpose).
  if (!staff && !gated) setGated(true);
  if (gated || !user) {
    return <AdminLogin deniedRole={user && !staff ? user.role : undefined} expired={expired} />;
  }
  return <AdminShell user={user} />;
}

/** /admin/*: the staff panel (admin §2), with its own i18n namespace loaded before anything shows. */
export function AdminLayout() {
  const lang = useLanguage();
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    void loadAdminI18n(lang).then(() => setLoaded(lang));
  }, [lang]);
  if (loaded !== lang) return <AppLoading />;
  return <AdminGate />;
}

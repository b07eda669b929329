/**
 * The admin panel's side menu (admin §2 Layout): the brand, the menu items this user may open, and
 * at the bottom the user's initials, full name and role badge, the language switch, a link back to
 * the store and the logout button. On a phone it is an off-canvas panel: the layout's menu toggle
 * opens it over a dimmed overlay; a tap on the overlay, Escape or a menu choice closes it.
 */
import { useEffect, type ReactNode } from 'react';
import { NavLink } from '../ui/link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { User } from '@store/shared/schemas/auth';
import { Avatar } from '../ui/avatar.tsx';
import { Icon } from '../ui/icon.tsx';
import { AdminBadge, roleColor } from './admin-badge.tsx';
import type { AdminMenuItem } from './admin-menu.ts';
import styles from './admin-sidebar.module.css';

interface AdminSidebarProps {
  id: string;
  user: User;
  items: readonly AdminMenuItem[];
  onLogout: () => void;
  /** The shop's en/fr switch, passed in by the layout. */
  languageSwitch: ReactNode;
  /** Phone only: whether the off-canvas menu is open; on a desktop the menu is always shown. */
  open: boolean;
  /** True on a phone, where a closed menu is off screen and out of the tab order. */
  offCanvas: boolean;
  onClose: () => void;
}

/** The side menu with the user card and the session controls. */
export function AdminSidebar({
  id,
  user,
  items,
  onLogout,
  languageSwitch,
  open,
  offCanvas,
  onClose,
}: AdminSidebarProps) {
  const { t } = useTranslation('admin');

  useEffect(() => {
    if (!offCanvas || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [offCanvas, open, onClose]);

  return (
    <>
      {offCanvas && open && <div className={styles.overlay} onClick={onClose} aria-hidden="true" />}
      <aside
        id={id}
        className={styles.sidebar}
        data-open={open}
        inert={offCanvas && !open}
        aria-label={t('common.menu.label')}
      >
        <div className={styles.brand}>
          <Icon name="store" size={22} />
          <span>{t('common.brand')}</span>
        </div>
        <nav className={styles.nav} aria-label={t('common.menu.label')}>
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.path}
                  end={item.path === '/admin'}
                  className={styles.link}
                  onClick={onClose}
                >
                  <Icon name={item.icon} size={18} />
                  {t(`common.menu.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.footer}>
          <div className={styles.user}>
            <Avatar user={user} size={40} />
            <div className={styles.userText}>
              <span className={styles.userName}>
                {`${user.firstName} ${user.lastName}`.trim() || user.email}
              </span>
              <AdminBadge color={roleColor(user.role)}>{t(`common.role.${user.role}`)}</AdminBadge>
            </div>
          </div>
          {languageSwitch}
          <NavLink to="/" className={styles.action}>
            <Icon name="store" size={18} />
            {t('common.backToStore')}
          </NavLink>
          <button type="button" className={styles.action} onClick={onLogout}>
            <Icon name="logOut" size={18} />
            {t('common.logout')}
          </button>
        </div>
      </aside>
    </>
  );
}

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { User } from '@store/shared/schemas/auth';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSession } from '../../../lib/session-context.ts';
import actions from './header-actions.module.css';
import styles from './account-menu.module.css';

/**
 * Signed in, the account control is a disclosure button for a small menu with the user, profile and
 * orders links, and logout.
 */
export function SignedInMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A press anywhere else closes it, like any popup menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  // Tabbing out of the menu closes it, so it never hangs open over the page.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !root.current?.contains(event.relatedTarget)) setOpen(false);
  };

  const onLogout = () => {
    setOpen(false);
    // Home first, so a signed-in-only page never flashes its signed-out state on the way out.
    void navigate('/');
    void logout();
  };

  return (
    // Delegated from its button and items: Escape closes the menu, and so does focus leaving it.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div className={styles.root} ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`${actions.action} ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('accountMenu.label', { name: user.fullName })}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Avatar user={user} size={28} />
        <span className={`${actions.caption} ${styles.caption}`}>{user.firstName}</span>
      </button>
      {open && (
        <div id={menuId} className={styles.panel}>
          <div className={styles.identity}>
            <Avatar user={user} size={44} />
            <div className={styles.names}>
              <p className={styles.fullName} title={user.fullName}>
                {user.fullName}
              </p>
              <p className={styles.email} title={user.email}>
                {user.email}
              </p>
            </div>
          </div>
          <ul className={styles.links}>
            <li>
              <Link to="/profile" className={styles.item} onClick={() => setOpen(false)}>
                <Icon name="user" size={18} />
                {t('accountMenu.profile')}
              </Link>
            </li>
            <li>
              <Link to="/orders" className={styles.item} onClick={() => setOpen(false)}>
                <Icon name="package" size={18} />
                {t('accountMenu.orders')}
              </Link>
            </li>
            <li className={styles.separator}>
              <button type="button" className={`${styles.item} ${styles.logout}`} onClick={onLogout}>
                <Icon name="logOut" size={18} />
                {t('accountMenu.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

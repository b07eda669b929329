/**
 * The top of an admin screen: its title (also the tab title), an optional line under it, and the
 * screen's main action on the right (it wraps under the title on a phone):
 *
 *   <AdminPageHeader
 *     title={t('products.title')}
 *     action={{ label: t('products.add'), icon: 'plus', onClick: openCreate }}
 *   />
 *
 * Pass `children` instead of `action` for several buttons.
 */
import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button.ts';
import { Icon, type IconName } from '../ui/icon.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import styles from './admin-ui.module.css';

export interface AdminHeaderAction {
  label: string;
  onClick: () => void;
  icon?: IconName;
  disabled?: boolean;
}

interface AdminPageHeaderProps {
  title: string;
  subtitle?: string;
  action?: AdminHeaderAction;
  children?: ReactNode;
}

/** An admin screen's h1 with its main action button. */
export function AdminPageHeader({ title, subtitle, action, children }: AdminPageHeaderProps) {
  usePageTitle(title);
  return (
    <header className={styles.pageHeader}>
      <div className={styles.pageHeading}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {subtitle && <p className={styles.pageSubtitle}>{subtitle}</p>}
      </div>
      {(action || children) && (
        <div className={styles.pageActions}>
          {action && (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={action.onClick}
              disabled={action.disabled}
            >
              {action.icon && <Icon name={action.icon} size={18} />}
              {action.label}
            </button>
          )}
          {children}
        </div>
      )}
    </header>
  );
}

/**
 * A failure shown at the top of a screen or a modal, with a close button (admin §8: 'any failure
 * shows the message in a dismissible banner', 'the server message … at the top of the modal'):
 *
 *   {error && <AdminErrorBanner message={error} onDismiss={() => setError(null)} />}
 *
 * Without `onDismiss` it has no close button. `children` go under the message (a Retry button).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon.tsx';
import form from '../ui/form/form.module.css';
import styles from './admin-ui.module.css';

interface AdminErrorBannerProps {
  message: string;
  onDismiss?: () => void;
  children?: ReactNode;
}

/** A red alert line, announced when it appears. */
export function AdminErrorBanner({ message, onDismiss, children }: AdminErrorBannerProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={`${form.error} ${styles.banner}`} role="alert">
      <Icon name="alert" size={18} />
      <div className={styles.bannerBody}>
        <p>{message}</p>
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.bannerClose}
          onClick={onDismiss}
          aria-label={t('common.dismiss')}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  );
}

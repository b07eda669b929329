/**
 * A failure shown at the top of a screen or a modal, with a close button (admin §8: 'any failure
 * shows the message in a dismissible banner', 'the server message … at the top of the modal'):
 *
 *   {error && <AdminErrorBanner message={error} onDismiss={() => setError(null)} />}
 *
 * Without `onDismiss` it has no close button. `children` go under the message (a Retry button).
 * With `takeFocus` it is scrolled into view and focused when it appears, for a failure the user
 * caused far from where the banner sits (the Save button of a long, scrolled form); give it a new
 * `key` for each failure so a repeated one is brought back too.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../ui/icon.tsx';
import form from '../ui/form/form.module.css';
import styles from './admin-ui.module.css';

interface AdminErrorBannerProps {
  message: string;
  onDismiss?: () => void;
  /** Scroll it into view and move the focus to it when it appears. */
  takeFocus?: boolean;
  children?: ReactNode;
}

/** A red alert line, announced when it appears. */
export function AdminErrorBanner({ message, onDismiss, takeFocus = false, children }: AdminErrorBannerProps) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      className={`${form.error} ${styles.banner}`}
      role="alert"
      tabIndex={takeFocus ? -1 : undefined}
    >
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

/**
 * A screen's own loading state inside the admin layout (the sidebar stays):
 *
 *   if (query.isPending) return <AdminLoading />;            // 'Loading...'
 *   <AdminLoading text={t('products.loading')} />
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './admin-ui.module.css';

/** A spinner with a polite 'Loading...' for screen readers and eyes alike. */
export function AdminLoading({ text }: { text?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text ?? t('common.loading')}</span>
    </div>
  );
}

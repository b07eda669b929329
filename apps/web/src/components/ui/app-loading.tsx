import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './app-loading.module.css';

/** Full-screen 'Loading... Initializing application...' shown while the session starts (storefront §2). */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.title}>{t('app.loading')}</p>
      <p className={styles.text}>{t('app.initializing')}</p>
    </div>
  );
}

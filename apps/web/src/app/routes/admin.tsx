import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import styles from './admin.module.css';

/** The staff panel's own chunk, outside the storefront layout; the admin issue replaces this screen. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('pages.admin.title'));
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <span className={styles.brand}>{t('pages.admin.title')}</span>
        <Link to="/" className={styles.back}>
          {t('pages.admin.backToStore')}
        </Link>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{t('pages.admin.title')}</h1>
        <p className={styles.text}>{t('pages.admin.text')}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('common.backHome')}
        </Link>
      </main>
    </div>
  );
}

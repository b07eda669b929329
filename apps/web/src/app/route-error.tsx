import { useTranslation } from '../i18n/use-translation.ts';
import { buttonClass } from '../components/ui/button.ts';
import { Icon } from '../components/ui/icon.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import styles from './route-error.module.css';

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** The error screen: 'Unexpected Application Error!' and the message (storefront §8). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  usePageTitle(t('error.pageTitle'));
  return (
    <div className={styles.wrap}>
      <div className={styles.card} role="alert">
        <span className={styles.icon}>
          <Icon name="alert" size={28} />
        </span>
        <h1 className={styles.title}>{t('error.unexpected')}</h1>
        <pre className={styles.message}>{errorMessage(error)}</pre>
        <div className={styles.actions}>
          {/* Full page loads: the router itself may be what failed. */}
          <a href="/" className={buttonClass('primary')}>
            {t('common.backHome')}
          </a>
          <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
        </div>
      </div>
    </div>
  );
}

import { Link } from './link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './logo.module.css';

/** The store's mark and name, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}
      aria-label={t('header.logoLabel')}
    >
      <svg className={styles.mark} width="36" height="36" viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4338ca" />
            <stop offset="1" stopColor="#7e22ce" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <path d="M9 12h14l-1.3 11.2A2 2 0 0 1 19.7 25h-7.4a2 2 0 0 1-2-1.8L9 12Z" fill="#fff" />
        <path
          d="M12.5 12v-1.5a3.5 3.5 0 0 1 7 0V12"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.name}>
        {t('brand.first')}
        <span className={styles.accent}>{t('brand.second')}</span>
      </span>
    </Link>
  );
}

import { Link } from './link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** Absent for the current page, the last crumb. */
  to?: string;
}

/** 'Home / … / current page' trail; home is always first. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...items];
  return (
    <nav className={styles.breadcrumb} aria-label={t('breadcrumb.label')}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {crumb.to && !last ? (
                <Link to={crumb.to} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

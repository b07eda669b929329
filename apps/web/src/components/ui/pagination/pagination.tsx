import { Link } from '../link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../icon.tsx';
import { pageWindow } from './page-window.ts';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page: the page number lives in the address, so links, Back and reload all work. */
  hrefFor: (page: number) => string;
}

/** Previous / next and at most five page links (storefront §9); nothing for a single page. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);

  const step = (target: number, label: string, icon: 'chevronLeft' | 'chevronRight') => {
    const content = <Icon name={icon} size={18} />;
    // At either end the arrow stays in place, inert, so the page links do not jump sideways.
    if (target < 1 || target > totalPages) {
      return (
        <span className={`${styles.item} ${styles.step} ${styles.disabled}`} aria-hidden="true">
          {content}
        </span>
      );
    }
    return (
      <Link to={hrefFor(target)} className={`${styles.item} ${styles.step}`} aria-label={label}>
        {content}
      </Link>
    );
  };

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {step(page - 1, t('pagination.previous'), 'chevronLeft')}
      <ul className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              className={styles.item}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {step(page + 1, t('pagination.next'), 'chevronRight')}
    </nav>
  );
}

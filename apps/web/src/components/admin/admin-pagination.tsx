/**
 * 'Page x of y' with Previous / Next buttons under an admin list (admin §2). The page lives in the
 * screen's state (or its URL); this only reports the page asked for:
 *
 *   <AdminPagination current={pagination.current} pages={pagination.pages} onPageChange={setPage} />
 *
 * Nothing shows for a single page. It reuses the storefront pagination's button look.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../ui/icon.tsx';
import pager from '../ui/pagination/pagination.module.css';
import styles from './admin-ui.module.css';

interface AdminPaginationProps {
  current: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** Previous, 'Page x of y', Next. */
export function AdminPagination({ current, pages, onPageChange }: AdminPaginationProps) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  const step = (target: number, label: string, icon: 'chevronLeft' | 'chevronRight') => (
    <button
      type="button"
      className={`${pager.item} ${pager.step}`}
      onClick={() => onPageChange(target)}
      disabled={target < 1 || target > pages}
      aria-label={label}
    >
      <Icon name={icon} size={18} />
    </button>
  );
  return (
    <nav className={styles.pagination} aria-label={t('common.pagination')}>
      {step(current - 1, t('common.previous'), 'chevronLeft')}
      <span className={styles.pageOf} aria-live="polite">
        {t('common.pageOf', { current, pages })}
      </span>
      {step(current + 1, t('common.next'), 'chevronRight')}
    </nav>
  );
}

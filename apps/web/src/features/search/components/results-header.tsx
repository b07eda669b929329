import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SortOption } from '@store/shared/constants';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SortSelect } from '../../../components/ui/sort-select.tsx';
import { CorrectedQuery } from './corrected-query.tsx';
import { PartialMatchNotice } from './partial-match-notice.tsx';
import styles from './advanced-search.module.css';

interface ResultsHeaderProps {
  /** Undefined while the first answer loads. */
  total: number | undefined;
  query: string;
  activeFilters: number;
  correctedQuery: string | null;
  /** No product matches all the words: the results are partial matches. */
  partialMatch: boolean;
  sortBy: SortOption;
  onSort: (value: SortOption) => void;
}

/** Result count, the query, the number of filters applied and the sort select. */
export function ResultsHeader({
  total,
  query,
  activeFilters,
  correctedQuery,
  partialMatch,
  sortBy,
  onSort,
}: ResultsHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.resultsHeader}>
      <div className={styles.summary}>
        {total === undefined ? (
          <Skeleton width={200} height={24} />
        ) : (
          <p className={styles.resultCount} role="status">
            {query
              ? t('advancedSearch.resultsFor', { count: total, query })
              : t('advancedSearch.results', { count: total })}
          </p>
        )}
        {activeFilters > 0 && (
          <p className={styles.filtersApplied}>
            {t('advancedSearch.filtersApplied', { count: activeFilters })}
          </p>
        )}
        {correctedQuery && <CorrectedQuery query={correctedQuery} />}
        {partialMatch && <PartialMatchNotice />}
      </div>
      <SortSelect value={sortBy} onChange={onSort} />
    </div>
  );
}

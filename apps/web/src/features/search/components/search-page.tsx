import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SEARCH_BASIC_PAGE_SIZE } from '@store/shared/constants';
import { buttonClass } from '../../../components/ui/button.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Pagination } from '../../../components/ui/pagination/pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useScrollToTopOnChange } from '../../../hooks/use-scroll-to-top.ts';
import { useSearchProducts } from '../api/search-products.ts';
import { basicSearch } from '../search-filters.ts';
import { CorrectedQuery } from './corrected-query.tsx';
import { PartialMatchNotice } from './partial-match-notice.tsx';
import layout from '../../../components/ui/page-layout.module.css';
import styles from './search-page.module.css';

const SKELETON_CARDS = 10;

/** /search?q=: results grid, at most five page links, 'No results found' (storefront §2). */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { query: searchQuery, searchable } = basicSearch(params, SEARCH_BASIC_PAGE_SIZE);
  const { q, page } = searchQuery;
  const query = useSearchProducts(searchQuery, searchable);
  const data = query.data;
  useScrollToTopOnChange(page);
  usePageTitle(searchable ? t('searchPage.titleWithQuery', { query: q }) : t('searchPage.title'));

  const hrefFor = (target: number) => {
    const next = new URLSearchParams({ q });
    if (target > 1) next.set('page', String(target));
    return `/search?${next.toString()}`;
  };

  if (!searchable) {
    return (
      <div className={`container ${layout.page}`}>
        <h1 className="visually-hidden">{t('searchPage.title')}</h1>
        <EmptyState title={t('searchPage.title')} text={t('searchPage.prompt')} />
      </div>
    );
  }

  // Storefront §8: a failed search reads like an empty one.
  const noResults = query.isError || data?.products.length === 0;

  return (
    <div className={`container ${layout.page}`}>
      <header className={`${layout.head} ${styles.head}`}>
        <div>
          <h1 className={`${layout.title} ${styles.title}`}>{t('searchPage.resultsFor', { query: q })}</h1>
          {data && !noResults ? (
            <p className={layout.count} role="status">
              {t('searchPage.count', { count: data.total })}
            </p>
          ) : (
            !noResults && <Skeleton width={120} height={21} className={layout.countSkeleton} />
          )}
          {data?.correctedQuery && !noResults && <CorrectedQuery query={data.correctedQuery} />}
          {data?.partialMatch && !noResults && <PartialMatchNotice />}
        </div>
        <Link to={`/advanced-search?${new URLSearchParams({ q }).toString()}`} className={styles.refine}>
          <Icon name="sliders" size={18} />
          {t('searchPage.refine')}
        </Link>
      </header>
      {noResults ? (
        <EmptyState title={t('searchPage.noResults.title')} text={t('searchPage.noResults.text')}>
          <Link to="/" className={buttonClass('secondary')}>
            {t('common.backHome')}
          </Link>
        </EmptyState>
      ) : data ? (
        <>
          <ProductGrid products={data.products} busy={query.isPlaceholderData} />
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />
        </>
      ) : (
        <ProductGridSkeleton count={SKELETON_CARDS} />
      )}
    </div>
  );
}

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SEARCH_ADVANCED_PAGE_SIZE } from '@store/shared/constants';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Pagination } from '../../../components/ui/pagination/pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useScrollToTopOnChange } from '../../../hooks/use-scroll-to-top.ts';
import { useSearchProducts } from '../api/search-products.ts';
import { useSearchFilters } from '../hooks/use-search-filters.ts';
import {
  activeFilterCount,
  clearFilters,
  paramsFromFilters,
  searchQueryFor,
  updateFilters,
} from '../search-filters.ts';
import { AdvancedProductCard } from './advanced-product-card.tsx';
import { AdvancedSearchForm } from './advanced-search-form.tsx';
import { ResultsHeader } from './results-header.tsx';
import layout from '../../../components/ui/page-layout.module.css';
import styles from './advanced-search.module.css';

// The server's HTML has the filters shut (it cannot know the screen): their code (about 1.6 KB gzip)
// is fetched once the page is live, not before it.
const FilterSidebar = lazy(() =>
  import('./filter-sidebar.tsx').then((module) => ({ default: module.FilterSidebar })),
);

/** Wide screens open with the filters shown beside the results; phones with them tucked away. */
const WIDE = '(min-width: 1024px)';

/** /advanced-search: every filter, the sort and the page live in the URL (storefront §2, §4). */
export function AdvancedSearchPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useSearchFilters();
  // Until the shopper toggles them, the filters follow the screen (shut in the server's HTML).
  const wide = useMediaQuery(WIDE);
  const hydrated = useHydrated();
  const [toggled, setToggled] = useState<boolean | null>(null);
  const filtersOpen = toggled ?? wide;
  const sidebarId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const query = useSearchProducts(searchQueryFor(filters, SEARCH_ADVANCED_PAGE_SIZE), true);
  const data = query.data;
  const active = activeFilterCount(filters);
  useScrollToTopOnChange(filters.page);
  usePageTitle(t('advancedSearch.title'));

  // Storefront §8: a failed search reads like an empty one.
  const noResults = query.isError || data?.products.length === 0;
  const hrefFor = (page: number) => `/advanced-search?${paramsFromFilters({ ...filters, page }).toString()}`;

  return (
    <div className={`container ${layout.page} ${layout.belowBreadcrumb}`}>
      <Breadcrumb items={[{ label: t('advancedSearch.title') }]} />
      <h1 className={`${layout.title} ${styles.title}`}>{t('advancedSearch.title')}</h1>
      {/* Keyed by the query so Back and links refill the box with the words searched. */}
      <AdvancedSearchForm
        key={filters.q}
        query={filters.q}
        onSearch={(q) => setFilters(updateFilters(filters, { q }))}
      />

      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={filtersOpen}
          aria-controls={sidebarId}
          onClick={() => setToggled(!filtersOpen)}
        >
          <Icon name="sliders" size={18} />
          {filtersOpen ? t('advancedSearch.hideFilters') : t('advancedSearch.showFilters')}
          {active > 0 && <span className={styles.toggleBadge}>{active}</span>}
        </button>
      </div>

      <div className={`${styles.layout} ${filtersOpen ? styles.withFilters : ''}`}>
        <div id={sidebarId} hidden={!filtersOpen} className={styles.sidebarSlot}>
          {hydrated && (
            <Suspense fallback={null}>
              <FilterSidebar
                id={`${sidebarId}-filters`}
                filters={filters}
                facets={data?.filters}
                onChange={setFilters}
                resultCount={query.isError ? 0 : data?.total}
                onShowResults={() => {
                  // The filters fold away first, so the scroll lands where the results will be.
                  flushSync(() => setToggled(false));
                  resultsRef.current?.scrollIntoView({ block: 'start' });
                }}
              />
            </Suspense>
          )}
        </div>
        <section ref={resultsRef} className={styles.results} aria-label={t('advancedSearch.resultsLabel')}>
          <ResultsHeader
            total={query.isError ? 0 : data?.total}
            query={filters.q}
            activeFilters={active}
            correctedQuery={noResults ? null : (data?.correctedQuery ?? null)}
            partialMatch={!noResults && data?.partialMatch === true}
            sortBy={filters.sortBy}
            onSort={(sortBy) => setFilters(updateFilters(filters, { sortBy }))}
          />
          {noResults ? (
            <EmptyState title={t('searchPage.noResults.title')} text={t('searchPage.noResults.text')}>
              {active > 0 && (
                <button
                  type="button"
                  className={buttonClass('primary')}
                  onClick={() => setFilters(clearFilters(filters))}
                >
                  {t('advancedSearch.clearFilters')}
                </button>
              )}
            </EmptyState>
          ) : data ? (
            <>
              <ProductGrid
                products={data.products}
                busy={query.isPlaceholderData}
                renderItem={(product, priority) => (
                  <AdvancedProductCard product={product} priority={priority} />
                )}
              />
              <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />
            </>
          ) : (
            <ProductGridSkeleton count={SEARCH_ADVANCED_PAGE_SIZE} detailed />
          )}
        </section>
      </div>
    </div>
  );
}

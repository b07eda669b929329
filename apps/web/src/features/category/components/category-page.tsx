import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SortOption } from '@store/shared/constants';
import { titleFromSlug } from '@store/shared/slug';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { pageHref } from '../../../components/ui/pagination/page-window.ts';
import { Pagination } from '../../../components/ui/pagination/pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SortSelect } from '../../../components/ui/sort-select.tsx';
import { useOptimisticSearchParams } from '../../../hooks/use-optimistic-search-params.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useScrollToTopOnChange } from '../../../hooks/use-scroll-to-top.ts';
import { categoryProductsParams, useCategoryProducts } from '../api/get-category-products.ts';
import layout from '../../../components/ui/page-layout.module.css';

const SKELETON_CARDS = 10;

/** /category/:category: the category's products with a count, a sort select and pages in the URL. */
export function CategoryPage() {
  const { t } = useTranslation();
  const { category: slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useOptimisticSearchParams();
  const queryParams = categoryProductsParams(slug, params);
  const { page, sortBy } = queryParams;
  const query = useCategoryProducts(queryParams);
  const data = query.data;
  useScrollToTopOnChange(page);

  // The API follows a renamed category's old slug (or a name) and answers its current slug: the
  // address moves there, replacing the old one in the history, so links and bookmarks heal.
  const currentSlug = query.isPlaceholderData ? undefined : data?.slug;
  useEffect(() => {
    if (currentSlug && currentSlug !== slug) {
      void navigate(`/category/${encodeURIComponent(currentSlug)}${search}`, { replace: true });
    }
  }, [currentSlug, slug, search, navigate]);

  // Storefront §2: the slug in capitalised words until (or unless) the category's own name arrives.
  const title = data?.categoryName || titleFromSlug(slug);
  usePageTitle(title);

  const hrefFor = (target: number) => pageHref(pathname, params, target);

  const onSort = (value: SortOption) => {
    const next = new URLSearchParams(params);
    if (value === 'relevance') next.delete('sortBy');
    else next.set('sortBy', value);
    // A new order starts again from the first page.
    next.delete('page');
    setParams(next);
  };

  const empty = query.isError || data?.products.length === 0;

  return (
    <div className={`container ${layout.page} ${layout.belowBreadcrumb}`}>
      <Breadcrumb items={[{ label: title }]} />
      <header className={layout.head}>
        <div>
          <h1 className={layout.title}>{title}</h1>
          {data && !empty ? (
            <p className={layout.count} role="status">
              {t('categoryPage.count', { count: data.total })}
            </p>
          ) : (
            !empty && <Skeleton width={140} height={21} className={layout.countSkeleton} />
          )}
        </div>
        {!empty && <SortSelect value={sortBy} onChange={onSort} />}
      </header>
      {empty ? (
        // Storefront §8: an unknown category, a failed call and an empty one all read the same.
        <EmptyState icon="grid" title={t('categoryPage.empty.title')} text={t('categoryPage.empty.text')}>
          <Link to="/" className={buttonClass('primary')}>
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

import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CATEGORY_PAGE_SIZE, type Language, type SortOption } from '@store/shared/constants';
import { pageFromParam } from '../../../components/ui/pagination/page-window.ts';
import { isSortOption } from '../../../components/ui/sort-select.tsx';
import type { ProductSummary } from '@store/shared/schemas/product';
import { getContent, isNotFoundError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

export interface CategoryProducts {
  products: ProductSummary[];
  categoryName: string;
  slug: string;
  total: number;
  page: number;
  totalPages: number;
  /** Where the next page starts; sent back as `after`, so paging on never repeats or skips a product. */
  nextCursor: string | null;
}

export interface CategoryProductsParams {
  slug: string;
  page: number;
  limit: number;
  sortBy: SortOption;
}

/** GET /api/categories/{slug}/products: one page of the category, sorted; 404 for an unknown slug. */
export function getCategoryProducts(
  { slug, page, limit, sortBy }: CategoryProductsParams,
  lang: Language,
  signal?: AbortSignal,
  after?: string,
): Promise<CategoryProducts> {
  return getContent<CategoryProducts>(`/categories/${encodeURIComponent(slug)}/products`, {
    lang,
    query: { page, limit, sortBy, ...(after ? { after } : {}) },
    signal,
  });
}

const categoryProductsKey = (params: CategoryProductsParams, lang: Language) =>
  ['category-products', params, lang] as const;

/** The page, sort and size a category's address asks for (`?page=&sortBy=`). */
export function categoryProductsParams(slug: string, search: URLSearchParams): CategoryProductsParams {
  const sortParam = search.get('sortBy');
  return {
    slug,
    page: pageFromParam(search.get('page')),
    limit: CATEGORY_PAGE_SIZE,
    sortBy: isSortOption(sortParam) ? sortParam : 'relevance',
  };
}

/** A page of a category in one language: the page's query, which the server prefetches too. */
export function categoryProductsQuery(
  params: CategoryProductsParams,
  lang: Language,
  queryClient: QueryClient,
) {
  return queryOptions({
    queryKey: categoryProductsKey(params, lang),
    queryFn: ({ signal }) => {
      // Coming from the page before, start where it ended, though products changed in between.
      const before = queryClient.getQueryData<CategoryProducts>(
        categoryProductsKey({ ...params, page: params.page - 1 }, lang),
      );
      return getCategoryProducts(params, lang, signal, before?.nextCursor ?? undefined);
    },
    retry: (failures, error) => !isNotFoundError(error) && failures < 1,
  });
}

/** A page of a category; the previous page of the same category stays up while the next one loads. */
export function useCategoryProducts(params: CategoryProductsParams) {
  const lang = useLanguage();
  const queryClient = useQueryClient();
  return useQuery({
    ...categoryProductsQuery(params, lang, queryClient),
    // Paging, sorting and a language switch keep the grid; another category starts from its skeleton.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as CategoryProductsParams | undefined)?.slug === params.slug
        ? previous
        : undefined,
  });
}

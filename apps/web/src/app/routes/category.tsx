import { titleFromSlug } from '@store/shared/slug';
import { CategoryPage } from '../../features/category/components/category-page.tsx';
import {
  categoryProductsParams,
  categoryProductsQuery,
} from '../../features/category/api/get-category-products.ts';
import { prefetchLoader } from '../../lib/route-data.ts';
import { localizedUrl } from '../../ssr/head-tags.ts';
import type { RouteHandle } from '../../ssr/page-head.ts';
import { breadcrumbList } from '../../ssr/structured-data.ts';

/** Category listing (storefront §2): its own chunk, fetched on the first visit. */
export function Component() {
  return <CategoryPage />;
}

export const loader = prefetchLoader(({ queryClient, lang }, { params, request }) => {
  const query = categoryProductsParams(params.category ?? '', new URL(request.url).searchParams);
  return [queryClient.prefetchQuery(categoryProductsQuery(query, lang, queryClient))];
});

export const handle: RouteHandle = {
  head: ({ params, queryClient, lang, t, url, origin }) => {
    const query = categoryProductsParams(params.category ?? '', url.searchParams);
    const data = queryClient.getQueryData(categoryProductsQuery(query, lang, queryClient).queryKey);
    if (!data) return { title: titleFromSlug(query.slug), status: 404, noindex: true };
    return {
      title: data.categoryName,
      description: t('meta.category', { category: data.categoryName }),
      image: data.products[0]?.image,
      jsonLd: [
        breadcrumbList([
          { name: t('breadcrumb.home'), url: localizedUrl(origin, new URL('/', origin), lang) },
          { name: data.categoryName, url: localizedUrl(origin, url, lang) },
        ]),
      ],
    };
  },
};

import { titleFromSlug } from '@store/shared/slug';
import {
  categoryProductsParams,
  categoryProductsQuery,
} from '../../features/category/api/get-category-products.ts';
import { localizedUrl } from '../../ssr/head-tags.ts';
import type { HeadBuilder, Prefetch } from '../../ssr/page-head.ts';
import { breadcrumbList } from '../../ssr/structured-data.ts';

export const prefetch: Prefetch = ({ queryClient, lang }, { params, url }) => {
  const query = categoryProductsParams(params.category ?? '', url.searchParams);
  return [queryClient.prefetchQuery(categoryProductsQuery(query, lang, queryClient))];
};

export const head: HeadBuilder = ({ params, queryClient, lang, t, url, origin }) => {
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
};

import { productQuery } from '../../features/product/api/get-product.ts';
import { breadcrumbList, productSchema } from '../../ssr/structured-data.ts';
import { localizedUrl } from '../../ssr/head-tags.ts';
import type { HeadBuilder, Prefetch } from '../../ssr/page-head.ts';

export const prefetch: Prefetch = ({ queryClient, lang }, { params }) => [
  queryClient.prefetchQuery(productQuery(params.id ?? '', lang)),
];

export const head: HeadBuilder = ({ params, queryClient, lang, t, url, origin }) => {
  const product = queryClient.getQueryData(productQuery(params.id ?? '', lang).queryKey);
  if (!product) return { title: t('productPage.notFound.title'), status: 404, noindex: true };
  const pageUrl = localizedUrl(origin, url, lang);
  const categoryUrl = localizedUrl(origin, new URL(`/category/${product.categorySlug}`, origin), lang);
  return {
    title: product.name,
    description: product.description,
    image: product.image,
    type: 'product',
    jsonLd: [
      productSchema(product, pageUrl, origin),
      breadcrumbList([
        { name: t('breadcrumb.home'), url: localizedUrl(origin, new URL('/', origin), lang) },
        { name: product.category, url: categoryUrl },
        { name: product.name, url: pageUrl },
      ]),
    ],
  };
};

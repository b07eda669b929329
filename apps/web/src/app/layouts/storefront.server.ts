import { brandsQuery } from '../../features/footer/api/get-brands.ts';
import { footerQuery } from '../../features/footer/api/get-footer.ts';
import { categoriesQuery } from '../../features/header/api/get-categories.ts';
import type { Prefetch } from '../../ssr/page-head.ts';

/** The header's categories and the footer's content, which every storefront page shows. */
export const prefetch: Prefetch = ({ queryClient, lang }) => [
  queryClient.prefetchQuery(categoriesQuery(lang)),
  queryClient.prefetchQuery(footerQuery(lang)),
  queryClient.prefetchQuery(brandsQuery(lang)),
];

import { activeCategoriesQuery } from '../../features/home/api/get-active-categories.ts';
import { featuredProductsQuery } from '../../features/home/api/get-featured-products.ts';
import { heroSlidesQuery } from '../../features/home/api/get-hero-slides.ts';
import { testimonialsQuery } from '../../features/home/api/get-testimonials.ts';
import { footerQuery } from '../../features/footer/api/get-footer.ts';
import { organizationSchema } from '../../features/footer/components/organization-schema.ts';
import type { HeadBuilder, Prefetch } from '../../ssr/page-head.ts';

export const prefetch: Prefetch = ({ queryClient, lang }) => [
  queryClient.prefetchQuery(heroSlidesQuery(lang)),
  queryClient.prefetchQuery(activeCategoriesQuery(lang)),
  queryClient.prefetchQuery(featuredProductsQuery(lang)),
  queryClient.prefetchQuery(testimonialsQuery(lang)),
];

export const head: HeadBuilder = ({ t, lang, queryClient, origin }) => {
  const footer = queryClient.getQueryData(footerQuery(lang).queryKey);
  const slide = queryClient.getQueryData(heroSlidesQuery(lang).queryKey)?.[0];
  return {
    description: t('meta.description'),
    image: slide?.image ?? undefined,
    // The admin may switch the company's schema markup off (admin §3 seo.enableSchemaMarkup).
    jsonLd: footer?.seo.enableSchemaMarkup ? [organizationSchema(footer, origin)] : [],
  };
};

import { ContentPage } from '../../features/content-page/components/content-page.tsx';
import { contentPageQuery } from '../../features/content-page/api/get-content-page.ts';
import { prefetchLoader } from '../../lib/route-data.ts';
import type { RouteHandle } from '../../ssr/page-head.ts';

/** A Page Builder page at /pages/:slug (About, Shipping, Returns…): its own chunk, fetched on first visit. */
export function Component() {
  return <ContentPage />;
}

export const loader = prefetchLoader(({ queryClient, lang }, { params }) => [
  queryClient.prefetchQuery(contentPageQuery(params.slug ?? '', lang)),
]);

/** The first words of the page's text: its description for search results. */
function summary(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export const handle: RouteHandle = {
  head: ({ params, queryClient, lang, t }) => {
    const page = queryClient.getQueryData(contentPageQuery(params.slug ?? '', lang).queryKey);
    if (!page) return { title: t('contentPage.notFound.title'), status: 404, noindex: true };
    return { title: page.title, description: summary(page.html) };
  },
};

import { contentPageQuery } from '../../features/content-page/api/get-content-page.ts';
import type { HeadBuilder, Prefetch } from '../../ssr/page-head.ts';

export const prefetch: Prefetch = ({ queryClient, lang }, { params }) => [
  queryClient.prefetchQuery(contentPageQuery(params.slug ?? '', lang)),
];

/** The first words of the page's text: its description for search results. */
function summary(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export const head: HeadBuilder = ({ params, queryClient, lang, t }) => {
  const page = queryClient.getQueryData(contentPageQuery(params.slug ?? '', lang).queryKey);
  if (!page) return { title: t('contentPage.notFound.title'), status: 404, noindex: true };
  return { title: page.title, description: summary(page.html) };
};

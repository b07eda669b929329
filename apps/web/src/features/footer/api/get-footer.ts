import type { Language } from '@store/shared/constants';
import type { Footer } from '@store/shared/schemas/content';
import { getContent } from '../../../lib/api-client.ts';
import { contentQuery, useContentQuery } from '../../../lib/use-content-query.ts';
import type { FallbackResult } from '../../../lib/with-fallback.ts';

/** GET /api/footer: company info, link sections, categories, newsletter texts and colours. */
export function getFooter(lang: Language, signal?: AbortSignal): Promise<Footer> {
  return getContent<Footer>('/footer', { lang, signal });
}

/** Footer content in one language: the hook's query, which the server prefetches too. */
export const footerQuery = (lang: Language) => contentQuery<Footer | null>(['footer'], getFooter, lang);

/** Footer content; null on failure, and the footer then shows its fallback texts (storefront §8). */
export function useFooter(): FallbackResult<Footer | null> {
  return useContentQuery<Footer | null>(footerQuery, () => null);
}

import type { Language } from '@store/shared/constants';
import type { HeroSlide } from '@store/shared/schemas/content';
import { getContent } from '../../../lib/api-client.ts';
import { contentQuery, useContentQuery } from '../../../lib/use-content-query.ts';
import type { FallbackResult } from '../../../lib/with-fallback.ts';
import { welcomeSlide } from '../sample-data.ts';

/** GET /api/hero: the active hero slides in display order. */
export function getHeroSlides(lang: Language, signal?: AbortSignal): Promise<HeroSlide[]> {
  return getContent<HeroSlide[]>('/hero', { lang, signal });
}

/** Hero slides in one language: the hook's query, which the server prefetches too. */
export const heroSlidesQuery = (lang: Language) => contentQuery(['hero'], getHeroSlides, lang);

/** Hero slides; one welcome slide when the call fails (storefront §8). */
export function useHeroSlides(): FallbackResult<HeroSlide[]> {
  return useContentQuery(heroSlidesQuery, (t) => [welcomeSlide(t)]);
}

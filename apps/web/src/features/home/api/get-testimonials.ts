import type { Language } from '@store/shared/constants';
import type { Testimonial } from '@store/shared/schemas/content';
import { getContent } from '../../../lib/api-client.ts';
import { contentQuery, useContentQuery } from '../../../lib/use-content-query.ts';
import type { FallbackResult } from '../../../lib/with-fallback.ts';
import { fallbackTestimonial } from '../sample-data.ts';

/** GET /api/testimonials: customer testimonials. */
export function getTestimonials(lang: Language, signal?: AbortSignal): Promise<Testimonial[]> {
  return getContent<Testimonial[]>('/testimonials', { lang, signal });
}

/** Testimonials in one language: the hook's query, which the server prefetches too. */
export const testimonialsQuery = (lang: Language) => contentQuery(['testimonials'], getTestimonials, lang);

/** Testimonials; one five-star verified-customer testimonial when the call fails (storefront §8). */
export function useTestimonials(): FallbackResult<Testimonial[]> {
  return useContentQuery(testimonialsQuery, (t) => [fallbackTestimonial(t)]);
}
